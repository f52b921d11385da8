import { Card, Flex } from 'antd';
import {
  adminTransactionQuerySchema,
  adminTransactionsQueryOptions,
  LEDGER_KINDS,
  useCan,
  type LedgerTransaction,
} from 'shared-api';
import { Page, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { ExportButton, ListEmpty, ListTable, useContractList } from '../lists';
import { MoneyFilters } from '../money';
import { TRANSACTION_LIST, type TransactionFilter } from './list-query';
import { transactionColumns } from './transaction-columns';

/** transactions (view-transactions): the whole ledger by kind, partner and period (in the URL). */
export function TransactionList() {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  const list = useContractList(
    TRANSACTION_LIST,
    adminTransactionQuerySchema,
    adminTransactionsQueryOptions,
  );
  return (
    <Page title={t('routes.transactions')}>
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12} justify="space-between" align="start">
            <MoneyFilters
              filters={list.query.filters}
              update={list.update}
              selects={[
                {
                  name: 'kind',
                  label: t('money.filters.kind'),
                  options: LEDGER_KINDS.map((k) => ({ value: k, label: t(`money.kinds.${k}`) })),
                },
              ]}
            />
            <ExportButton list="transactions" query={list.query} />
          </Flex>
          <ListTable<LedgerTransaction, never, TransactionFilter>
            spec={TRANSACTION_LIST}
            query={list.query}
            update={list.update}
            rowKey="id"
            page={list.page}
            loadFailed={t('transactions.loadFailed')}
            columns={transactionColumns({ t, base, can })}
            empty={
              <ListEmpty
                text={t('transactions.empty')}
                search=""
                filtered={list.filtered}
                onClear={list.clearFilters}
              />
            }
          />
        </Flex>
      </Card>
    </Page>
  );
}
