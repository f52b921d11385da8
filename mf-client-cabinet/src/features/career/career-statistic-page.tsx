import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { careerProgressQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { LoadState } from '../../components/load-state';
import { PeriodChart } from '../../components/period-chart';
import { PeriodFilter } from '../../components/period-filter';
import { usePeriodParam } from '../../hooks/use-period-param';
import { useCabinetT } from '../../i18n';
import { AwardsCard } from './awards-card';
import { BranchesCard } from './branches-card';
import { CurrentStatusCard } from './current-status-card';
import { NextLevelCard } from './next-level-card';

/**
 * `/client/career-statistic`: the current status and mentor, the next status's thresholds against
 * the partner's figures, the secondary branches and the awards paid (all lifetime), and the chart
 * of package purchases in the period chosen (in the URL).
 */
export function CareerStatisticPage() {
  const { t } = useCabinetT();
  const [period, setPeriod] = usePeriodParam();
  const progress = useQuery({
    ...careerProgressQueryOptions(period),
    placeholderData: keepPreviousData,
  });
  return (
    <Page
      title={t('routes.careerStatistic.title')}
      extra={<PeriodFilter value={period} onChange={setPeriod} />}
    >
      <LoadState state={progress} failedTitle={t('career.loadFailed')}>
        {(data) => (
          <Row gutter={[16, 16]}>
            <Col xs={24}>
              <PeriodChart
                title={t('career.chart.title')}
                data={data.series}
                series={[
                  { key: 'personal', label: t('career.chart.personal'), pick: (p) => p.personal },
                  {
                    key: 'structure',
                    label: t('career.chart.structure'),
                    pick: (p) => p.structure,
                  },
                ]}
                testId="career-chart"
              />
            </Col>
            <Col xs={24} xl={10}>
              <CurrentStatusCard progress={data} />
            </Col>
            <Col xs={24} xl={14}>
              <NextLevelCard progress={data} />
            </Col>
            <Col xs={24} xl={10}>
              <BranchesCard progress={data} />
            </Col>
            <Col xs={24} xl={14}>
              <AwardsCard awards={data.awards} />
            </Col>
          </Row>
        )}
      </LoadState>
    </Page>
  );
}
