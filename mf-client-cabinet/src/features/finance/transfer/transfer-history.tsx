import { Tag } from 'antd';
import { useMemo } from 'react';
import type { Transfer } from 'shared-api';
import { formatDate, useLanguage } from 'shared-ui';
import type { CardColumns } from '../../../components/card-columns';
import { PagedTable } from '../../../components/paged-table';
import type { PagedQuery } from '../../../hooks/use-paged-query';
import { useCabinetT } from '../../../i18n';
import { Money } from '../../../money/money';

/** Sent and received transfers, each tagged with its direction and its other partner. */
export function TransferHistory({ list }: { list: PagedQuery<Transfer> }) {
  const { t } = useCabinetT();
  const lang = useLanguage();
  const columns = useMemo<CardColumns<Transfer>>(
    () => [
      {
        key: 'date',
        title: t('money.date'),
        card: 'meta',
        render: (_, tr) => formatDate(tr.createdAt, lang, true),
      },
      {
        key: 'direction',
        title: t('transfer.history.direction'),
        card: 'status',
        render: (_, tr) =>
          tr.direction === 'out' ? (
            <Tag color="error">{t('transfer.history.out')}</Tag>
          ) : (
            <Tag color="success">{t('transfer.history.in')}</Tag>
          ),
      },
      {
        key: 'partner',
        title: t('money.partner'),
        card: 'title',
        render: (_, tr) => {
          const other = tr.direction === 'out' ? tr.recipient : tr.sender;
          return `${other.login} (${other.partnerCode})`;
        },
      },
      {
        key: 'amount',
        title: t('money.amount'),
        card: 'amount',
        align: 'right',
        render: (_, tr) => (
          <Money
            micro={tr.direction === 'out' ? `-${tr.amount}` : tr.amount}
            currency="GTC"
            signed
          />
        ),
      },
    ],
    [t, lang],
  );
  return (
    <PagedTable<Transfer>
      testId="transfer-history"
      list={list}
      columns={columns}
      rowKey="id"
      empty={t('transfer.history.empty')}
      loadFailed={t('transfer.history.loadFailed')}
    />
  );
}
