import { DatePicker, Flex, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { periodValue } from '../lists';
import { useAdminT } from '../i18n';
import {
  ISO_DAY,
  MAX_PERIOD_DAYS,
  PERIOD_PRESETS,
  presetOf,
  presetPeriod,
  type PeriodPreset,
  type StatisticsPeriod,
} from './period';

interface PeriodPickerProps {
  period: StatisticsPeriod;
  onChange: (period: StatisticsPeriod) => void;
}

/**
 * The statistics period: a preset ending today, or any range of at most 366 days (days further
 * than that from the first picked one cannot be picked). Future days stay open: the server's
 * clock, not the browser's, decides what "today" is.
 */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const { t } = useAdminT();
  const tooFar = (day: Dayjs, from: Dayjs | undefined) =>
    from !== undefined && Math.abs(day.diff(from, 'day')) >= MAX_PERIOD_DAYS;
  return (
    <Flex wrap gap={12} align="center">
      <Radio.Group
        aria-label={t('statistics.period')}
        optionType="button"
        value={presetOf(period)}
        onChange={(e) => onChange(presetPeriod(e.target.value as PeriodPreset))}
        options={PERIOD_PRESETS.map((p) => ({ value: p, label: t(`statistics.presets.${p}`) }))}
      />
      <DatePicker.RangePicker
        aria-label={t('statistics.period')}
        allowClear={false}
        value={periodValue(period.from, period.to)}
        placeholder={[t('statistics.from'), t('statistics.to')]}
        disabledDate={(day, info) => tooFar(day, info.from)}
        onChange={(range) => {
          const [from, to] = range ?? [];
          if (from && to) onChange({ from: from.format(ISO_DAY), to: to.format(ISO_DAY) });
        }}
      />
    </Flex>
  );
}
