import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import type { BinaryStatistics } from 'shared-api';
import { useCabinetT } from '../../../i18n';
import { MoneyStatistic } from '../../../money/money-statistic';

/** The amounts of binaryStatisticsSchema, in display order (spec §3 Binary statistics). */
const MONEY_FIELDS = [
  'leftVolume',
  'rightVolume',
  'volumeWithoutSpillover',
  'spilloverDifference',
  'carryLeft',
  'carryRight',
  'earnings',
  'notAccrued',
  'rewardLimit',
  'projectedToday',
] as const satisfies readonly (keyof BinaryStatistics)[];

/** A card per figure of the period: legs, counts, spillover, carry, earnings and the limit. */
export function StatisticFigures({ stats }: { stats: BinaryStatistics }) {
  const { t } = useCabinetT();
  const cell = (key: string, node: ReactNode) => (
    <Col key={key} xs={12} md={8} xl={6}>
      <Card size="small" style={{ height: '100%' }}>
        {node}
      </Card>
    </Col>
  );
  return (
    <Row gutter={[16, 16]} data-testid="binary-figures">
      {cell(
        'smallerLeg',
        <Statistic
          title={t('binary.statistic.fields.smallerLeg')}
          value={stats.smallerLeg ? t(`binary.${stats.smallerLeg}`) : '—'}
          data-testid="stat-smallerLeg"
        />,
      )}
      {cell(
        'leftCount',
        <Statistic
          title={t('binary.statistic.fields.leftCount')}
          value={stats.leftCount}
          data-testid="stat-leftCount"
        />,
      )}
      {cell(
        'rightCount',
        <Statistic
          title={t('binary.statistic.fields.rightCount')}
          value={stats.rightCount}
          data-testid="stat-rightCount"
        />,
      )}
      {MONEY_FIELDS.map((field) =>
        cell(
          field,
          <MoneyStatistic
            title={t(`binary.statistic.fields.${field}`)}
            micro={stats[field]}
            testId={`stat-${field}`}
          />,
        ),
      )}
    </Row>
  );
}
