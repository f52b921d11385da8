import { Typography } from 'antd';
import { useMemo } from 'react';
import type { Deposit } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import type { CardColumns } from '../../../components/card-columns';
import { PagedTable } from '../../../components/paged-table';
import type { PagedQuery } from '../../../hooks/use-paged-query';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';
import { DepositStatusTag } from './deposit-status-tag';

/** The partner's top-up requests with their statuses, server-paged. */
export function DepositHistory({ list }: { list: PagedQuery<Deposit> }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const columns = useMemo<CardColumns<Deposit>>(
    () => [
      {
        key: 'date',
        title: t('money.date'),
        card: 'title',
        render: (_, d) => formatDate(d.createdAt, lang, true),
      },
      {
        key: 'amount',
        title: t('deposit.history.amount'),
        card: 'amount',
        align: 'right',
        render: (_, d) => <Money micro={d.amount} />,
      },
      {
        key: 'fee',
        title: t('money.fee'),
        align: 'right',
        render: (_, d) => <Money micro={d.fee} />,
      },
      {
        key: 'credit',
        title: t('deposit.history.credit'),
        align: 'right',
        render: (_, d) => <Money micro={d.credit} />,
      },
      {
        key: 'txHash',
        title: t('deposit.history.txHash'),
        render: (_, d) =>
          d.txHash ? (
            <Typography.Text code ellipsis={{ tooltip: d.txHash }} style={{ maxWidth: 160 }}>
              {d.txHash}
            </Typography.Text>
          ) : (
            '—'
          ),
      },
      {
        key: 'status',
        title: t('money.status'),
        card: 'status',
        render: (_, d) => <DepositStatusTag status={d.status} />,
      },
    ],
    [t, lang],
  );
  return (
    <PagedTable<Deposit>
      testId="deposit-history"
      list={list}
      columns={columns}
      rowKey="id"
      empty={t('deposit.history.empty')}
      loadFailed={t('deposit.history.loadFailed')}
    />
  );
}
