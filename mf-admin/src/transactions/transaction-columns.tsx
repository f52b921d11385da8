import { Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { LedgerTransaction } from 'shared-api';
import { hrefOf } from 'shared-ui';
import { Icon } from '../components/icon';
import { TimeCell } from '../components/time-cell';
import { KindTag, MoneyText, PartnerLink } from '../money';
import { ReversalState } from './reversal-state';
import { reversalBlock } from './reversible';
import type { AdminKeysUnder } from '../i18n';

interface ColumnOptions {
  t: TFunction;
  base: string;
  can: (permission: string) => boolean;
}

/** The ledger's columns; a reversible transaction offers Reverse to admins who may. */
export function transactionColumns({
  t,
  base,
  can,
}: ColumnOptions): TableColumnsType<LedgerTransaction> {
  const title = (field: AdminKeysUnder<'transactions.columns'>) =>
    t(`transactions.columns.${field}`);
  return [
    { key: 'id', dataIndex: 'id', title: title('id'), width: 80 },
    {
      key: 'date',
      title: title('date'),
      render: (_: unknown, tx: LedgerTransaction) => <TimeCell iso={tx.createdAt} />,
    },
    {
      key: 'kind',
      title: title('kind'),
      render: (_: unknown, tx: LedgerTransaction) => <KindTag kind={tx.kind} />,
    },
    {
      key: 'partner',
      title: title('partner'),
      render: (_: unknown, tx: LedgerTransaction) => <PartnerLink partner={tx.partner} />,
    },
    {
      key: 'amount',
      title: title('amount'),
      align: 'right',
      render: (_: unknown, tx: LedgerTransaction) => <MoneyText micro={tx.amount} />,
    },
    { key: 'currency', dataIndex: 'currency', title: title('currency') },
    {
      key: 'memo',
      dataIndex: 'memo',
      title: title('memo'),
      render: (memo: string | null) => memo ?? '—',
    },
    {
      key: 'reversal',
      title: title('reversal'),
      render: (_: unknown, tx: LedgerTransaction) => <ReversalState tx={tx} />,
    },
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, tx: LedgerTransaction) => (
        <Space>
          <Link
            to={hrefOf(base, `transactions/show/${tx.id}`)}
            aria-label={`${t('actions.view')} #${tx.id}`}
          >
            <Icon name="eye" /> {t('actions.view')}
          </Link>
          {can('update-transactions') && reversalBlock(tx) === null && (
            <Link
              to={hrefOf(base, `transactions/edit/${tx.id}`)}
              aria-label={`${t('transactions.reverse')} #${tx.id}`}
            >
              <Icon name="rollback" /> {t('transactions.reverse')}
            </Link>
          )}
        </Space>
      ),
    },
  ];
}
