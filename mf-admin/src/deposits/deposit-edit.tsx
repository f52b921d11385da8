import { Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { adminDepositQueryOptions } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { DecisionPanels } from '../money';
import { ConfirmDepositForm } from './confirm-deposit-form';
import { DepositDetails } from './deposit-details';
import { isOpenDeposit } from './deposit-state';
import { RejectDepositForm } from './reject-deposit-form';

/** transactions/deposit/edit/{id} (update-transactions): confirm (credit GTC) or reject. */
export function DepositEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const { id, record } = useRecordQuery(adminDepositQueryOptions);
  const toShow = () => void navigate(hrefOf(base, `transactions/deposit/show/${id}`));
  return (
    <Page title={id ? `${t('routes.depositsEdit')} #${id}` : t('routes.depositsEdit')}>
      <RecordState record={record} listPath="transactions/deposit">
        {(deposit) => (
          <Flex vertical gap={16}>
            <Card>
              <DepositDetails deposit={deposit} />
            </Card>
            <DecisionPanels
              open={isOpenDeposit(deposit)}
              closedText={t('deposits.closed', {
                status: t(`money.statuses.${deposit.status}`),
              })}
              onBack={toShow}
              panels={[
                {
                  title: t('deposits.confirmTitle'),
                  form: <ConfirmDepositForm deposit={deposit} onDone={toShow} />,
                },
                {
                  title: t('deposits.rejectTitle'),
                  form: <RejectDepositForm deposit={deposit} onDone={toShow} />,
                },
              ]}
            />
          </Flex>
        )}
      </RecordState>
    </Page>
  );
}
