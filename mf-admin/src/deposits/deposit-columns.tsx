import { Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { Deposit } from 'shared-api';
import { hrefOf } from 'shared-ui';
import { Icon } from '../components/icon';
import { TimeCell } from '../components/time-cell';
import { HashText, MoneyText, PartnerLink, StatusTag } from '../money';
import { isOpenDeposit } from './deposit-state';
import type { AdminKeysUnder } from '../i18n';

interface ColumnOptions {
  t: TFunction;
  base: string;
  can: (permission: string) => boolean;
}

export function depositColumns({ t, base, can }: ColumnOptions): TableColumnsType<Deposit> {
  const title = (field: AdminKeysUnder<'deposits.columns'>) => t(`deposits.columns.${field}`);
  return [
    { key: 'id', dataIndex: 'id', title: title('id'), width: 70 },
    {
      key: 'createdAt',
      title: title('createdAt'),
      render: (_: unknown, d: Deposit) => <TimeCell iso={d.createdAt} />,
    },
    {
      key: 'partner',
      title: title('partner'),
      render: (_: unknown, d: Deposit) => <PartnerLink partner={d.partner} />,
    },
    {
      key: 'amount',
      title: title('amount'),
      align: 'right',
      render: (_: unknown, d: Deposit) => <MoneyText micro={d.amount} currency="USDT" />,
    },
    {
      key: 'fee',
      title: title('fee'),
      align: 'right',
      render: (_: unknown, d: Deposit) => <MoneyText micro={d.fee} currency="USDT" />,
    },
    {
      key: 'credit',
      title: title('credit'),
      align: 'right',
      render: (_: unknown, d: Deposit) => <MoneyText micro={d.credit} currency="GTC" />,
    },
    {
      key: 'txHash',
      title: title('txHash'),
      render: (_: unknown, d: Deposit) => <HashText value={d.txHash} short />,
    },
    {
      key: 'status',
      title: title('status'),
      render: (_: unknown, d: Deposit) => <StatusTag status={d.status} />,
    },
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, d: Deposit) => (
        <Space>
          <Link
            to={hrefOf(base, `transactions/deposit/show/${d.id}`)}
            aria-label={`${t('actions.view')} #${d.id}`}
          >
            <Icon name="eye" /> {t('actions.view')}
          </Link>
          {can('update-transactions') && isOpenDeposit(d) && (
            <Link
              to={hrefOf(base, `transactions/deposit/edit/${d.id}`)}
              aria-label={`${t('money.process')} #${d.id}`}
            >
              <Icon name="check" /> {t('money.process')}
            </Link>
          )}
        </Space>
      ),
    },
  ];
}
