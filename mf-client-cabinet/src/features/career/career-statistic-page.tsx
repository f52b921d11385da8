import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { careerProgressQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { LoadState } from '../../components/load-state';
import { useCabinetT } from '../../i18n';
import { AwardsCard } from './awards-card';
import { BranchesCard } from './branches-card';
import { CurrentStatusCard } from './current-status-card';
import { NextLevelCard } from './next-level-card';

/**
 * `/client/career-statistic`: the current status and mentor, the next status's thresholds against
 * the partner's figures, the secondary branches and the awards paid.
 */
export function CareerStatisticPage() {
  const { t } = useCabinetT();
  const progress = useQuery(careerProgressQueryOptions());
  return (
    <Page title={t('routes.careerStatistic.title')}>
      <LoadState state={progress} failedTitle={t('career.loadFailed')}>
        {(data) => (
          <Row gutter={[16, 16]}>
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
