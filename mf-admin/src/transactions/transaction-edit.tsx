import { Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { adminTransactionQueryOptions } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { DecisionPanels } from '../money';
import { ReverseForm } from './reverse-form';
import { reversalBlock } from './reversible';
import { TransactionDetails } from './transaction-details';

/**
 * transactions/edit/{id} (update-transactions): a correction is a reversing transaction, so the
 * only edit is Reverse, for REVERSIBLE_KINDS not yet reversed; other transactions say why not.
 */
export function TransactionEdit() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const base = useBasePath();
  const { id, record } = useRecordQuery(adminTransactionQueryOptions);
  const toShow = () => void navigate(hrefOf(base, `transactions/show/${id}`));

  return (
    <Page title={id ? `${t('routes.transactionsEdit')} #${id}` : t('routes.transactionsEdit')}>
      <RecordState record={record} listPath="transactions">
        {(tx) => {
          const block = reversalBlock(tx);
          return (
            <Flex vertical gap={16}>
              <Card>
                <TransactionDetails tx={tx} />
              </Card>
              <DecisionPanels
                open={block === null}
                closedText={
                  block === 'kind'
                    ? t('transactions.notReversible')
                    : t('transactions.alreadyReversed')
                }
                onBack={toShow}
                panels={[
                  {
                    title: t('transactions.reverseTitle'),
                    form: <ReverseForm tx={tx} onReversed={toShow} />,
                  },
                ]}
              />
            </Flex>
          );
        }}
      </RecordState>
    </Page>
  );
}
