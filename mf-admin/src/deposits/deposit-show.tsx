import { Button, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { adminDepositQueryOptions, useCan } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { Icon } from '../components/icon';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { DepositDetails } from './deposit-details';
import { isOpenDeposit } from './deposit-state';

/** transactions/deposit/show/{id} (view-transactions): the deposit; Process while it is open. */
export function DepositShow() {
  const { t } = useAdminT();
  const can = useCan();
  const navigate = useNavigate();
  const base = useBasePath();
  const { id, record } = useRecordQuery(adminDepositQueryOptions);
  const deposit = record.data;
  const actions = deposit && can('update-transactions') && isOpenDeposit(deposit) && (
    <Button
      type="primary"
      icon={<Icon name="check" />}
      onClick={() => void navigate(hrefOf(base, `transactions/deposit/edit/${deposit.id}`))}
    >
      {t('money.process')}
    </Button>
  );
  return (
    <Page
      title={id ? `${t('routes.depositsShow')} #${id}` : t('routes.depositsShow')}
      extra={actions}
    >
      <RecordState record={record} listPath="transactions/deposit">
        {(d) => (
          <Card>
            <DepositDetails deposit={d} />
          </Card>
        )}
      </RecordState>
    </Page>
  );
}
