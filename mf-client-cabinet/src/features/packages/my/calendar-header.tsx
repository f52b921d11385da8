import { Flex, Select, type CalendarProps } from 'antd';
import { BCP47, useLanguage } from 'shared-ui';
import type { Dayjs } from '../../../dates/dayjs';
import { useCabinetT } from '../../../i18n';

type HeaderProps = Parameters<NonNullable<CalendarProps<Dayjs>['headerRender']>>[0];

/** Years offered around the shown one: packages run for months, not decades. */
const YEARS_AROUND = 3;

/**
 * The earnings calendar's month and year choosers, each with a label (antd's own header leaves
 * its selects unnamed for screen readers) and month names in the user's language.
 */
export function CalendarHeader({ value, onChange }: HeaderProps) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const monthName = new Intl.DateTimeFormat(BCP47[lang], { month: 'long' });
  const months = Array.from({ length: 12 }, (_, month) => ({
    value: month,
    label: monthName.format(new Date(2000, month, 1)),
  }));
  const years = Array.from({ length: YEARS_AROUND * 2 + 1 }, (_, i) => {
    const year = value.year() - YEARS_AROUND + i;
    return { value: year, label: String(year) };
  });
  return (
    <Flex justify="end" gap={8} wrap style={{ paddingBlock: 8 }}>
      <Select
        aria-label={t('myPackages.calendar.month')}
        value={value.month()}
        options={months}
        onChange={(month: number) => onChange(value.month(month))}
        style={{ minWidth: 130 }}
      />
      <Select
        aria-label={t('myPackages.calendar.year')}
        value={value.year()}
        options={years}
        onChange={(year: number) => onChange(value.year(year))}
        style={{ minWidth: 90 }}
      />
    </Flex>
  );
}
