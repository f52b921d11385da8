import { Card, Col, Row } from 'antd';
import { transfersQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { useCabinetT } from '../../../i18n';
import { TransferForm } from './transfer-form';
import { TransferHistory } from './transfer-history';

/** `/client/balance-transfer`: GTC to a partner, and both directions of the history. */
export function TransferPage() {
  const { t } = useCabinetT();
  const history = usePagedQuery(transfersQueryOptions);
  return (
    <Page title={t('routes.balanceTransfer.title')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={9}>
          <TransferForm />
        </Col>
        <Col xs={24} xl={15}>
          <Card title={t('transfer.history.title')}>
            <TransferHistory list={history} />
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
