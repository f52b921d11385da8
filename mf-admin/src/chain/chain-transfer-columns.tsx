import { Flex, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { ChainTransfer } from 'shared-api';
import { hrefOf } from 'shared-ui';
import { TimeCell } from '../components/time-cell';
import { HashText, MoneyText, PartnerLink } from '../money';
import { ChainDecision } from './chain-decision';
import { ChainStatusTag } from './chain-status-tag';
import type { AdminKeysUnder } from '../i18n';

interface ColumnOptions {
  t: TFunction;
  base: string;
  can: (permission: string) => boolean;
  onError: (error: unknown) => void;
}

export function chainTransferColumns({
  t,
  base,
  can,
  onError,
}: ColumnOptions): TableColumnsType<ChainTransfer> {
  const title = (field: AdminKeysUnder<'chain.columns'>) => t(`chain.columns.${field}`);
  return [
    {
      key: 'seenAt',
      title: title('seenAt'),
      render: (_: unknown, c: ChainTransfer) => <TimeCell iso={c.seenAt} />,
    },
    {
      key: 'partner',
      title: title('partner'),
      render: (_: unknown, c: ChainTransfer) => <PartnerLink partner={c.partner} />,
    },
    {
      key: 'deposit',
      title: title('deposit'),
      render: (_: unknown, c: ChainTransfer) => (
        <Link to={hrefOf(base, `transactions/deposit/show/${c.depositId}`)}>#{c.depositId}</Link>
      ),
    },
    {
      key: 'txHash',
      title: title('txHash'),
      render: (_: unknown, c: ChainTransfer) => (
        <Flex vertical gap={2}>
          <HashText value={c.txHash} short />
          <Typography.Link href={c.explorerUrl} target="_blank" rel="noopener noreferrer">
            {t('chain.explorer')}
          </Typography.Link>
        </Flex>
      ),
    },
    {
      key: 'amount',
      title: title('amount'),
      align: 'right',
      render: (_: unknown, c: ChainTransfer) => <MoneyText micro={c.amount} currency="USDT" />,
    },
    {
      key: 'requested',
      title: title('requested'),
      align: 'right',
      render: (_: unknown, c: ChainTransfer) => <MoneyText micro={c.requested} currency="USDT" />,
    },
    {
      key: 'status',
      title: title('status'),
      render: (_: unknown, c: ChainTransfer) => (
        <Flex vertical gap={2} align="start">
          <ChainStatusTag status={c.status} />
          {c.reason && (
            <Typography.Text type="secondary">{t(`chain.reasons.${c.reason}`)}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: title('actions'),
      render: (_: unknown, c: ChainTransfer) =>
        c.status === 'review' && can('update-transactions') ? (
          <ChainDecision transfer={c} onError={onError} />
        ) : null,
    },
  ];
}
