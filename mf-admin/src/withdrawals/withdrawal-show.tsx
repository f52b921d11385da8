import { Button, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { adminWithdrawalQueryOptions, useCan } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { Icon } from '../components/icon';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { WithdrawalDetails } from './withdrawal-details';
import { isOpenWithdrawal } from './withdrawal-state';

/** transactions/withdrawals/show/{id} (view-transactions): the request; Process while pending. */
export function WithdrawalShow() {
  const { t } = useAdminT();
  const can = useCan();
  const navigate = useNavigate();
  const base = useBasePath();
  const { id, record } = useRecordQuery(adminWithdrawalQueryOptions);
  const withdrawal = record.data;
  const actions = withdrawal && can('update-transactions') && isOpenWithdrawal(withdrawal) && (
    <Button
      type="primary"
      icon={<Icon name="check" />}
      onClick={() => void navigate(hrefOf(base, `transactions/withdrawals/edit/${withdrawal.id}`))}
    >
      {t('money.process')}
    </Button>
  );
  return (
    <Page
      title={id ? `${t('routes.withdrawalsShow')} #${id}` : t('routes.withdrawalsShow')}
      extra={actions}
    >
      <RecordState record={record} listPath="transactions/withdrawal">
        {(w) => (
          <Card>
            <WithdrawalDetails withdrawal={w} />
          </Card>
        )}
      </RecordState>
    </Page>
  );
}
