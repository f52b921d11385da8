import { DatePicker } from 'antd';
import { useAdminT } from '../i18n';
import { periodFilters, periodValue } from './period';

interface PeriodFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (period: { from: string | undefined; to: string | undefined }) => void;
}

/** A period `from`..`to` (ISO days, inclusive, either end open) as a range picker. */
export function PeriodFilter({ from, to, onChange }: PeriodFilterProps) {
  const { t } = useAdminT();
  return (
    <DatePicker.RangePicker
      aria-label={t('logs.filters.period')}
      allowEmpty={[true, true]}
      value={periodValue(from, to)}
      onChange={(range) => onChange(periodFilters(range))}
      placeholder={[t('logs.filters.from'), t('logs.filters.to')]}
    />
  );
}
