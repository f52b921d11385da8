import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Typography } from 'antd';
import { careerStatusesQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { LoadState } from '../../components/load-state';
import { useCabinetT } from '../../i18n';
import { CareerStatusesTable } from './career-statuses-table';

const RULES = ['p1', 'p2', 'p3', 'p4'] as const;

/** `/client/career-about`: the career programme rules and the statuses table (amounts in GTC). */
export function CareerAboutPage() {
  const { t } = useCabinetT();
  const statuses = useQuery(careerStatusesQueryOptions());
  return (
    <Page title={t('routes.careerAbout.title')}>
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card title={t('career.about.rulesTitle')}>
            {RULES.map((key) => (
              <Typography.Paragraph key={key}>{t(`career.about.${key}`)}</Typography.Paragraph>
            ))}
          </Card>
        </Col>
        <Col xs={24}>
          <LoadState state={statuses} failedTitle={t('career.loadFailed')}>
            {(items) => (
              <Card title={t('career.about.tableTitle')}>
                <CareerStatusesTable statuses={items} />
              </Card>
            )}
          </LoadState>
        </Col>
      </Row>
    </Page>
  );
}
