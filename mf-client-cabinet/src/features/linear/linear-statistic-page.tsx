import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { type LinearStatistics, linearStatisticsQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import type { CardColumns } from '../../components/card-columns';
import { LoadState } from '../../components/load-state';
import { PeriodChart } from '../../components/period-chart';
import { PeriodFilter } from '../../components/period-filter';
import { ResponsiveTable } from '../../components/responsive-table';
import { usePeriodParam } from '../../hooks/use-period-param';
import { useCabinetT } from '../../i18n';
import { Money } from '../../money/money';
import { MoneyStatistic } from '../../money/money-statistic';
import { LevelStateTag } from './level-state-tag';

type Level = LinearStatistics['levels'][number];

function useLevelColumns(): CardColumns<Level> {
  const { t } = useCabinetT();
  return useMemo<CardColumns<Level>>(
    () => [
      {
        key: 'level',
        title: t('linear.level'),
        card: 'title',
        render: (_, l) => t('linear.levelN', { level: l.level }),
      },
      { key: 'partners', title: t('linear.partners'), dataIndex: 'partners', align: 'right' },
      {
        key: 'volume',
        title: t('linear.volume'),
        align: 'right',
        render: (_, l) => <Money micro={l.volume} currency="GTC" />,
      },
      {
        key: 'bonus',
        title: t('linear.bonus'),
        card: 'amount',
        align: 'right',
        render: (_, l) => <Money micro={l.bonus} currency="GTC" strong />,
      },
      {
        key: 'state',
        title: t('linear.state'),
        card: 'status',
        render: (_, l) => <LevelStateTag open={l.open} />,
      },
    ],
    [t],
  );
}

/** `/client/linear-statistic`: per level, the purchases below and the bonus paid, per period. */
export function LinearStatisticPage() {
  const { t } = useCabinetT();
  const [period, setPeriod] = usePeriodParam();
  const columns = useLevelColumns();
  const stats = useQuery({
    ...linearStatisticsQueryOptions(period),
    placeholderData: keepPreviousData,
  });
  return (
    <Page
      title={t('routes.linearStatistic.title')}
      extra={<PeriodFilter value={period} onChange={setPeriod} />}
    >
      <LoadState state={stats} failedTitle={t('linear.statistic.loadFailed')}>
        {(data) => (
          <Flex vertical gap={16}>
            <PeriodChart
              title={t('linear.statistic.chart.title')}
              data={data.series}
              series={[
                { key: 'bonus', label: t('linear.statistic.chart.bonus'), pick: (p) => p.bonus },
              ]}
              testId="linear-chart"
            />
            <Card>
              <Flex vertical gap={16}>
                <MoneyStatistic
                  title={t('linear.statistic.total')}
                  micro={data.total}
                  testId="linear-total"
                />
                <Typography.Text type="secondary">{t('linear.statistic.hint')}</Typography.Text>
                <ResponsiveTable<Level>
                  testId="linear-statistic-table"
                  rowKey="level"
                  loading={stats.isFetching}
                  columns={columns}
                  dataSource={data.levels}
                />
              </Flex>
            </Card>
          </Flex>
        )}
      </LoadState>
    </Page>
  );
}
