import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton } from 'antd';
import { adminStatisticsQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { useAdminT } from '../i18n';
import { LoadFailed, retryOf, shownError } from '../lists';
import { PeriodPicker } from './period-picker';
import { StatisticsCharts } from './statistics-charts';
import { TotalsCards } from './totals-cards';
import { useStatisticsPeriod } from './use-statistics-period';

/** statistics (view-statistics): a period's totals and its daily charts; the period is in the URL. */
export function StatisticsScreen() {
  const { t } = useAdminT();
  const [period, setPeriod] = useStatisticsPeriod();
  const stats = useQuery({
    ...adminStatisticsQueryOptions(period),
    placeholderData: keepPreviousData,
  });
  const error = shownError(stats);
  return (
    <Page
      title={t('routes.statistics')}
      extra={<PeriodPicker period={period} onChange={setPeriod} />}
    >
      {error ? (
        <Card>
          <LoadFailed title={t('statistics.loadFailed')} error={error} onRetry={retryOf(stats)} />
        </Card>
      ) : !stats.data ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        // The previous period's figures stay (dimmed) while the next ones load.
        <Flex
          vertical
          gap={16}
          style={{ opacity: stats.isFetching ? 0.6 : 1 }}
          aria-busy={stats.isFetching}
        >
          <TotalsCards totals={stats.data.totals} />
          <StatisticsCharts series={stats.data.series} />
        </Flex>
      )}
    </Page>
  );
}
