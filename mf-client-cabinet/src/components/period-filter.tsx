import { Segmented } from 'antd';
import { PERIODS, type Period } from 'shared-api';
import { useCabinetT } from '../i18n';

/** Day, week, month, year, all time (spec §9), as one segmented control. */
export function PeriodFilter({
  value,
  onChange,
}: {
  value: Period;
  onChange: (period: Period) => void;
}) {
  const { t } = useCabinetT();
  return (
    <Segmented<Period>
      aria-label={t('period.label')}
      data-testid="period-filter"
      value={value}
      onChange={onChange}
      options={PERIODS.map((period) => ({ value: period, label: t(`period.${period}`) }))}
    />
  );
}
