import { Table } from 'antd';
import type { LedgerTransactionDetail } from 'shared-api';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { MoneyText } from '../money';
import { AccountCell } from './account-cell';

type Entry = LedgerTransactionDetail['entries'][number];

/** A transaction's double entries: each account and its signed amount (they sum to zero). */
export function EntryTable({ entries }: { entries: Entry[] }) {
  const { t } = useAdminT();
  const title = (field: AdminKeysUnder<'transactions.entryColumns'>) =>
    t(`transactions.entryColumns.${field}`);
  return (
    <Table<Entry>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={entries}
      data-testid="entries"
      columns={[
        { key: 'id', dataIndex: 'id', title: title('id'), width: 80 },
        {
          key: 'account',
          title: title('account'),
          render: (_: unknown, e: Entry) => <AccountCell account={e.account} />,
        },
        {
          key: 'amount',
          title: title('amount'),
          align: 'right',
          render: (_: unknown, e: Entry) => (
            <MoneyText micro={e.amount} currency={e.account.currency} signed />
          ),
        },
      ]}
    />
  );
}
