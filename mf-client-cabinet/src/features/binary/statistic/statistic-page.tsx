import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { binaryStatisticsQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { LoadState } from '../../../components/load-state';
import { PeriodChart } from '../../../components/period-chart';
import { PeriodFilter } from '../../../components/period-filter';
import { usePeriodParam } from '../../../hooks/use-period-param';
import { useCabinetT } from '../../../i18n';
import { ClosesTable } from './closes-table';
import { LimitStateAlert } from './limit-state-alert';
import { StatisticFigures } from './statistic-figures';

/** `/client/binary-statistic`: the binary figures of a period (in the URL), limit and closes. */
export function BinaryStatisticPage() {
  const { t } = useCabinetT();
  const [period, setPeriod] = usePeriodParam();
  const stats = useQuery({
    ...binaryStatisticsQueryOptions(period),
    placeholderData: keepPreviousData,
  });
  return (
    <Page
      title={t('routes.binaryStatistic.title')}
      extra={<PeriodFilter value={period} onChange={setPeriod} />}
    >
      <LoadState state={stats} failedTitle={t('binary.statistic.loadFailed')}>
        {(data) => (
          <Flex vertical gap={16}>
            <LimitStateAlert stats={data} />
            <PeriodChart
              title={t('binary.statistic.chart.title')}
              data={data.series}
              series={[
                { key: 'bonus', label: t('binary.statistic.chart.bonus'), pick: (p) => p.bonus },
                {
                  key: 'notAccrued',
                  label: t('binary.statistic.chart.notAccrued'),
                  pick: (p) => p.notAccrued,
                },
              ]}
              testId="binary-chart"
            />
            <StatisticFigures stats={data} />
            <ClosesTable closes={data.closes} loading={stats.isFetching} />
          </Flex>
        )}
      </LoadState>
    </Page>
  );
}
