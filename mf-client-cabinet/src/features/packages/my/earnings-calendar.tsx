import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Calendar, Card, Flex, Space, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { earningsCalendarQueryOptions, pickLanguage } from 'shared-api';
import { ErrorAlert, formatMoney, useIsMobile, useLanguage } from 'shared-ui';
import { dayjs, ISO_DAY, type Dayjs } from '../../../dates/dayjs';
import { useCabinetT } from '../../../i18n';
import { CalendarHeader } from './calendar-header';
import { earningsByDay, visibleRange, type DayEarnings } from './calendar-days';
import { EarningsDayList } from './earnings-day-list';

function DayCell({ day, earnings }: { day: string; earnings: DayEarnings }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const names = earnings.items
    .map((i) => `${pickLanguage(i.packageNameI18n, lang)} #${i.index}`)
    .join(', ');
  return (
    <Flex vertical gap={2} align="start" data-testid={`earnings-${day}`} title={names}>
      {earnings.paid > 0n && (
        <Tag color="success" aria-label={t('myPackages.calendar.paid')}>
          +{formatMoney(earnings.paid, lang)}
        </Tag>
      )}
      {earnings.upcoming > 0n && (
        <Tag color="processing" aria-label={t('myPackages.calendar.upcoming')}>
          {formatMoney(earnings.upcoming, lang)}
        </Tag>
      )}
    </Flex>
  );
}

/** A phone's day: a dot per kind of accrual it holds (the amounts are listed below the calendar). */
function DayDots({ day, earnings }: { day: string; earnings: DayEarnings }) {
  const { t } = useCabinetT();
  const dot = (color: string, label: string) => (
    <span
      role="img"
      aria-label={label}
      style={{ width: 6, height: 6, borderRadius: '50%', background: color }}
    />
  );
  return (
    <Flex justify="center" gap={3} data-testid={`earnings-${day}`}>
      {earnings.paid > 0n && dot('var(--ant-color-success)', t('myPackages.calendar.paid'))}
      {earnings.upcoming > 0n && dot('var(--ant-color-primary)', t('myPackages.calendar.upcoming'))}
    </Flex>
  );
}

/**
 * The earnings calendar: paid and future accruals of every package on each day of the month. A
 * phone gets the compact calendar (seven 40 px columns cut the amounts off) with dots, and the
 * chosen day's accruals below it.
 */
export function EarningsCalendar() {
  const { t } = useCabinetT();
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const range = visibleRange(month);
  // The previous month stays on screen while the next one loads.
  const calendar = useQuery({
    ...earningsCalendarQueryOptions(range),
    placeholderData: keepPreviousData,
  });
  const days = useMemo(() => earningsByDay(calendar.data ?? []), [calendar.data]);
  const phone = useIsMobile();

  return (
    <Card
      title={t('myPackages.calendar.title')}
      extra={
        <Space size={4}>
          <Tag color="success">{t('myPackages.calendar.paid')}</Tag>
          <Tag color="processing">{t('myPackages.calendar.upcoming')}</Tag>
        </Space>
      }
      data-testid="earnings-calendar"
    >
      <ErrorAlert error={calendar.isFetching ? null : calendar.error} />
      <Spin spinning={calendar.isFetching}>
        <Calendar
          fullscreen={!phone}
          value={month}
          onPanelChange={(date) => setMonth(date)}
          onChange={(date) => setMonth(date)}
          headerRender={(header) => <CalendarHeader {...header} />}
          cellRender={(date, info) => {
            if (info.type !== 'date') return info.originNode;
            const day = date.format(ISO_DAY);
            const earnings = days.get(day);
            if (!earnings) return null;
            return phone ? (
              <DayDots day={day} earnings={earnings} />
            ) : (
              <DayCell day={day} earnings={earnings} />
            );
          }}
        />
        {phone && <EarningsDayList day={month} earnings={days.get(month.format(ISO_DAY))} />}
      </Spin>
    </Card>
  );
}
