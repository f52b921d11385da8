import { Card } from 'antd';
import type { SeriesBucket } from 'shared-api';
import { BCP47, formatMoney, useLanguage, type Language } from 'shared-ui';
import { BarChart } from 'shared-ui/charts';
import { useCabinetT } from '../i18n';

/** One whole GTC in micro-units: money axes step in whole units at least. */
const UNIT = 1_000_000n;

/** A bucket's first day as an axis label: "Mar 5" for a day, "Mar 2026" for a month. */
export function bucketLabel(isoDay: string, bucket: SeriesBucket, lang: Language): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(
    BCP47[lang],
    bucket === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ).format(date);
}

export interface PeriodChartProps<P extends { date: string }> {
  title: string;
  /** A period's series as the contract sends it (periodSeriesSchema). */
  data: { bucket: SeriesBucket; points: readonly P[] };
  /** The amounts to draw, each picked from a point (GTC micro-units as strings). */
  series: readonly { key: string; label: string; pick: (point: P) => string }[];
  testId: string;
}

/**
 * A statistics page's chart of its period: bars of money per day (or per month for the year and
 * all time), at the card's width; the shared chart gives screen readers the numbers as a table.
 */
export function PeriodChart<P extends { date: string }>({
  title,
  data,
  series,
  testId,
}: PeriodChartProps<P>) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  return (
    <Card size="small" data-testid={testId} styles={{ body: { minWidth: 0 } }}>
      <BarChart
        title={title}
        labelHeader={t(`period.${data.bucket}`)}
        labels={data.points.map((p) => bucketLabel(p.date, data.bucket, lang))}
        series={series.map((s) => ({
          key: s.key,
          label: s.label,
          values: data.points.map((p) => BigInt(s.pick(p))),
        }))}
        format={(v) => formatMoney(v, lang)}
        minStep={UNIT}
      />
    </Card>
  );
}
