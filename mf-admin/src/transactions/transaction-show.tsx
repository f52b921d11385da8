import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { adminTransactionQueryOptions, useCan } from 'shared-api';
import { hrefOf, Page, useBasePath } from 'shared-ui';
import { Icon } from '../components/icon';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT } from '../i18n';
import { EntryTable } from './entry-table';
import { reversalBlock } from './reversible';
import { TransactionDetails } from './transaction-details';

/** transactions/show/{id} (view-transactions): the transaction and its entries; Reverse. */
export function TransactionShow() {
  const { t } = useAdminT();
  const can = useCan();
  const navigate = useNavigate();
  const base = useBasePath();
  const { id, record } = useRecordQuery(adminTransactionQueryOptions);
  const tx = record.data;

  const actions = tx && can('update-transactions') && reversalBlock(tx) === null && (
    <Button
      danger
      icon={<Icon name="rollback" />}
      onClick={() => void navigate(hrefOf(base, `transactions/edit/${tx.id}`))}
    >
      {t('transactions.reverse')}
    </Button>
  );

  return (
    <Page
      title={id ? `${t('routes.transactionsShow')} #${id}` : t('routes.transactionsShow')}
      extra={actions}
    >
      <RecordState record={record} listPath="transactions">
        {(detail) => (
          <Card>
            <Flex vertical gap={16}>
              <TransactionDetails tx={detail} />
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                {t('transactions.entries')}
              </Typography.Title>
              <EntryTable entries={detail.entries} />
            </Flex>
          </Card>
        )}
      </RecordState>
    </Page>
  );
}
