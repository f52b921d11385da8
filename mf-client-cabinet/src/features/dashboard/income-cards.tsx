import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Space, Statistic } from 'antd';
import { type DashboardIncome, dashboardIncomeQueryOptions } from 'shared-api';
import { Icon } from '../../components/icon';
import { LoadState } from '../../components/load-state';
import { useCabinetT } from '../../i18n';
import { MoneyStatistic } from '../../money/money-statistic';

const BONUS_TYPES = [
  'daily-bonus',
  'partner-purchase-bonus',
  'binary-bonus',
  'career-bonus',
] as const satisfies readonly (keyof DashboardIncome['byType'])[];

function IncomeCard({ income }: { income: DashboardIncome }) {
  const { t } = useCabinetT();
  return (
    <Card
      title={
        <Space>
          <Icon name="lineChart" />
          {t('income.title')}
        </Space>
      }
      data-testid="income-card"
      style={{ height: '100%' }}
    >
      <Row gutter={[16, 16]}>
        {BONUS_TYPES.map((type) => (
          <Col key={type} xs={12} md={6}>
            <MoneyStatistic
              title={t(`operations.types.${type}`)}
              micro={income.byType[type]}
              testId={`income-${type}`}
            />
          </Col>
        ))}
        <Col xs={24}>
          <MoneyStatistic title={t('income.total')} micro={income.total} testId="income-total" />
        </Col>
      </Row>
    </Card>
  );
}

function PackageStatsCard({ packages }: { packages: DashboardIncome['packages'] }) {
  const { t } = useCabinetT();
  return (
    <Card
      title={
        <Space>
          <Icon name="fund" />
          {t('packageStats.title')}
        </Space>
      }
      data-testid="package-stats-card"
      style={{ height: '100%' }}
    >
      <Row gutter={[16, 16]}>
        <Col xs={12}>
          <Statistic
            title={t('packageStats.active')}
            value={packages.active}
            data-testid="packages-active"
          />
        </Col>
        <Col xs={12}>
          <Statistic
            title={t('packageStats.finished')}
            value={packages.finished}
            data-testid="packages-finished"
          />
        </Col>
        <Col xs={12}>
          <MoneyStatistic
            title={t('packageStats.invested')}
            micro={packages.invested}
            testId="packages-invested"
          />
        </Col>
        <Col xs={12}>
          <MoneyStatistic
            title={t('packageStats.earned')}
            micro={packages.earned}
            testId="packages-earned"
          />
        </Col>
      </Row>
    </Card>
  );
}

/** Spec §2 dashboard: income by bonus type and the package statistics, from one request. */
export function IncomeCards() {
  const { t } = useCabinetT();
  const income = useQuery(dashboardIncomeQueryOptions());
  return (
    <LoadState state={income} failedTitle={t('income.loadFailed')}>
      {(data) => (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <IncomeCard income={data} />
          </Col>
          <Col xs={24} xl={10}>
            <PackageStatsCard packages={data.packages} />
          </Col>
        </Row>
      )}
    </LoadState>
  );
}
