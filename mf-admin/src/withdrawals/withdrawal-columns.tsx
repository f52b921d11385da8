import { Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { Withdrawal } from 'shared-api';
import { hrefOf } from 'shared-ui';
import { Icon } from '../components/icon';
import { TimeCell } from '../components/time-cell';
import { HashText, MoneyText, PartnerLink, StatusTag } from '../money';
import { Deadline } from './deadline';
import { isOpenWithdrawal } from './withdrawal-state';
import type { AdminKeysUnder } from '../i18n';

interface ColumnOptions {
  t: TFunction;
  base: string;
  can: (permission: string) => boolean;
}

export function withdrawalColumns({ t, base, can }: ColumnOptions): TableColumnsType<Withdrawal> {
  const title = (field: AdminKeysUnder<'withdrawals.columns'>) => t(`withdrawals.columns.${field}`);
  return [
    { key: 'id', dataIndex: 'id', title: title('id'), width: 70 },
    {
      key: 'createdAt',
      title: title('createdAt'),
      render: (_: unknown, w: Withdrawal) => <TimeCell iso={w.createdAt} />,
    },
    {
      key: 'partner',
      title: title('partner'),
      render: (_: unknown, w: Withdrawal) => <PartnerLink partner={w.partner} />,
    },
    { key: 'currency', dataIndex: 'currency', title: title('currency') },
    {
      key: 'amount',
      title: title('amount'),
      align: 'right',
      render: (_: unknown, w: Withdrawal) => <MoneyText micro={w.amount} currency="GTC" />,
    },
    {
      key: 'fee',
      title: title('fee'),
      align: 'right',
      render: (_: unknown, w: Withdrawal) => <MoneyText micro={w.fee} currency="GTC" />,
    },
    {
      key: 'toReceive',
      title: title('toReceive'),
      align: 'right',
      render: (_: unknown, w: Withdrawal) => (
        <MoneyText micro={w.toReceive} currency={w.currency} />
      ),
    },
    {
      key: 'wallet',
      title: title('wallet'),
      render: (_: unknown, w: Withdrawal) => <HashText value={w.wallet} short />,
    },
    {
      key: 'status',
      title: title('status'),
      render: (_: unknown, w: Withdrawal) => <StatusTag status={w.status} />,
    },
    {
      key: 'processBy',
      title: title('processBy'),
      render: (_: unknown, w: Withdrawal) => <Deadline withdrawal={w} />,
    },
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, w: Withdrawal) => (
        <Space>
          <Link
            to={hrefOf(base, `transactions/withdrawals/show/${w.id}`)}
            aria-label={`${t('actions.view')} #${w.id}`}
          >
            <Icon name="eye" /> {t('actions.view')}
          </Link>
          {can('update-transactions') && isOpenWithdrawal(w) && (
            <Link
              to={hrefOf(base, `transactions/withdrawals/edit/${w.id}`)}
              aria-label={`${t('money.process')} #${w.id}`}
            >
              <Icon name="check" /> {t('money.process')}
            </Link>
          )}
        </Space>
      ),
    },
  ];
}
