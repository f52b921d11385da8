import { Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { adminWithdrawalQueryOptions } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { DecisionPanels } from '../money';
import { CompleteWithdrawalForm } from './complete-withdrawal-form';
import { RejectWithdrawalForm } from './reject-withdrawal-form';
import { WithdrawalDetails } from './withdrawal-details';
import { isOpenWithdrawal } from './withdrawal-state';

/**
 * transactions/withdrawals/edit/{id} (update-transactions): complete (paid out) or reject
 * (reserve returned), before the processBy deadline shown with the request.
 */
export function WithdrawalEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const { id, record } = useRecordQuery(adminWithdrawalQueryOptions);
  const toShow = () => void navigate(hrefOf(base, `transactions/withdrawals/show/${id}`));
  return (
    <Page title={id ? `${t('routes.withdrawalsEdit')} #${id}` : t('routes.withdrawalsEdit')}>
      <RecordState record={record} listPath="transactions/withdrawal">
        {(w) => (
          <Flex vertical gap={16}>
            <Card>
              <WithdrawalDetails withdrawal={w} />
            </Card>
            <DecisionPanels
              open={isOpenWithdrawal(w)}
              closedText={t('withdrawals.closed', { status: t(`money.statuses.${w.status}`) })}
              onBack={toShow}
              panels={[
                {
                  title: t('withdrawals.completeTitle'),
                  form: <CompleteWithdrawalForm withdrawal={w} onDone={toShow} />,
                },
                {
                  title: t('withdrawals.rejectTitle'),
                  form: <RejectWithdrawalForm withdrawal={w} onDone={toShow} />,
                },
              ]}
            />
          </Flex>
        )}
      </RecordState>
    </Page>
  );
}
