import { type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { Transfer } from 'shared-api';
import { hrefOf } from 'shared-ui';
import { Icon } from '../components/icon';
import { TimeCell } from '../components/time-cell';
import { MoneyText, TransactionLink } from '../money';
import { PartyCell } from './party-cell';
import type { AdminKeysUnder } from '../i18n';

export function transferColumns({
  t,
  base,
}: {
  t: TFunction;
  base: string;
}): TableColumnsType<Transfer> {
  const title = (field: AdminKeysUnder<'transfers.columns'>) => t(`transfers.columns.${field}`);
  return [
    { key: 'id', dataIndex: 'id', title: title('id'), width: 70 },
    {
      key: 'createdAt',
      title: title('createdAt'),
      render: (_: unknown, tr: Transfer) => <TimeCell iso={tr.createdAt} />,
    },
    {
      key: 'sender',
      title: title('sender'),
      render: (_: unknown, tr: Transfer) => <PartyCell party={tr.sender} />,
    },
    {
      key: 'recipient',
      title: title('recipient'),
      render: (_: unknown, tr: Transfer) => <PartyCell party={tr.recipient} />,
    },
    {
      key: 'amount',
      title: title('amount'),
      align: 'right',
      render: (_: unknown, tr: Transfer) => <MoneyText micro={tr.amount} currency="GTC" />,
    },
    {
      key: 'transaction',
      title: title('transaction'),
      render: (_: unknown, tr: Transfer) => <TransactionLink id={tr.transactionId} />,
    },
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, tr: Transfer) => (
        <Link
          to={hrefOf(base, `transactions/transfer/show/${tr.id}`)}
          aria-label={`${t('actions.view')} #${tr.id}`}
        >
          <Icon name="eye" /> {t('actions.view')}
        </Link>
      ),
    },
  ];
}
