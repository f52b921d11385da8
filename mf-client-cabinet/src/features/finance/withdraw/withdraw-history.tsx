import { Button, Typography } from 'antd';
import { useMemo } from 'react';
import type { Withdrawal } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import type { CardColumns } from '../../../components/card-columns';
import { PagedTable } from '../../../components/paged-table';
import type { PagedQuery } from '../../../hooks/use-paged-query';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';
import { WithdrawalStatusTag } from './withdrawal-status-tag';
import { ChangeAction } from '../../../components/change-action';

interface Props {
  list: PagedQuery<Withdrawal>;
  onCancel: (withdrawal: Withdrawal) => void;
}

/** The partner's withdrawal requests with their statuses; a pending one can be cancelled. */
export function WithdrawHistory({ list, onCancel }: Props) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const columns = useMemo<CardColumns<Withdrawal>>(
    () => [
      {
        key: 'date',
        title: t('money.date'),
        card: 'title',
        render: (_, w) => formatDate(w.createdAt, lang, true),
      },
      { key: 'currency', title: t('withdraw.history.currency'), dataIndex: 'currency' },
      {
        key: 'amount',
        title: t('withdraw.history.amount'),
        card: 'amount',
        align: 'right',
        render: (_, w) => <Money micro={w.amount} />,
      },
      {
        key: 'fee',
        title: t('money.fee'),
        align: 'right',
        render: (_, w) => <Money micro={w.fee} />,
      },
      {
        key: 'receive',
        title: t('withdraw.history.receive'),
        align: 'right',
        render: (_, w) => <Money micro={w.toReceive} currency={w.currency} />,
      },
      {
        key: 'wallet',
        title: t('withdraw.history.wallet'),
        render: (_, w) =>
          w.wallet ? (
            <Typography.Text code ellipsis={{ tooltip: w.wallet }} style={{ maxWidth: 140 }}>
              {w.wallet}
            </Typography.Text>
          ) : (
            '—'
          ),
      },
      {
        key: 'status',
        title: t('money.status'),
        card: 'status',
        render: (_, w) => <WithdrawalStatusTag status={w.status} />,
      },
      {
        key: 'actions',
        title: t('withdraw.history.actions'),
        card: 'actions',
        render: (_, w) =>
          w.status === 'pending' ? (
            <ChangeAction>
              <Button size="small" danger onClick={() => onCancel(w)}>
                {t('withdraw.history.cancel')}
              </Button>
            </ChangeAction>
          ) : null,
      },
    ],
    [t, lang, onCancel],
  );
  return (
    <PagedTable<Withdrawal>
      testId="withdraw-history"
      list={list}
      columns={columns}
      rowKey="id"
      empty={t('withdraw.history.empty')}
      loadFailed={t('withdraw.history.loadFailed')}
    />
  );
}
