import { Card, Col, Row } from 'antd';
import type { Statistics } from 'shared-api';
import { formatMoney, useLanguage } from 'shared-ui';
import { BarChart, LineChart, type ChartSeries } from 'shared-ui/charts';
import { useAdminT } from '../i18n';
import { dayLabel } from './day-label';
import { BONUS_TYPES } from './figures';

type Day = Statistics['series'][number];

/** One whole unit in micro-units: money axes step in whole GTC at least. */
const UNIT = 1_000_000n;

/** The daily series as charts: partners and sales as bars, money as lines. */
export function StatisticsCharts({ series }: { series: Statistics['series'] }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const labels = series.map((day) => dayLabel(day.date, lang));
  const count = (v: bigint) => v.toString();
  const money = (v: bigint) => formatMoney(v, lang);
  const line = (key: string, label: string, pick: (day: Day) => number | string): ChartSeries => ({
    key,
    label,
    values: series.map((day) => BigInt(pick(day))),
  });
  const total = (key: 'packagesAmount' | 'deposits' | 'withdrawals') =>
    line(key, t(`statistics.totals.${key}`), (day) => day[key]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card size="small">
          <BarChart
            title={t('statistics.charts.newPartners')}
            labels={labels}
            series={[line('newPartners', t('statistics.totals.newPartners'), (d) => d.newPartners)]}
            format={count}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small">
          <BarChart
            title={t('statistics.charts.packagesSold')}
            labels={labels}
            series={[
              line('packagesSold', t('statistics.totals.packagesSold'), (d) => d.packagesSold),
            ]}
            format={count}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small">
          <LineChart
            title={t('statistics.charts.money')}
            labels={labels}
            series={[total('packagesAmount'), total('deposits'), total('withdrawals')]}
            format={money}
            minStep={UNIT}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small">
          <LineChart
            title={t('statistics.charts.bonuses')}
            labels={labels}
            series={BONUS_TYPES.map((type) =>
              line(type, t(`statistics.bonuses.${type}`), (d) => d.bonuses[type]),
            )}
            format={money}
            minStep={UNIT}
          />
        </Card>
      </Col>
    </Row>
  );
}
