import { Descriptions } from 'antd';
import type { LedgerTransactionDetail } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { KindTag, MoneyText, PartnerLink } from '../money';
import { ReversalState } from './reversal-state';

/** A transaction's header: kind, time, amount, partner, memo, key, author and reversal. */
export function TransactionDetails({ tx }: { tx: LedgerTransactionDetail }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const label = (field: AdminKeysUnder<'transactions.columns'>) =>
    t(`transactions.columns.${field}`);
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
      <Descriptions.Item label={label('id')}>{tx.id}</Descriptions.Item>
      <Descriptions.Item label={label('kind')}>
        <KindTag kind={tx.kind} />
      </Descriptions.Item>
      <Descriptions.Item label={label('date')}>
        {dateText(tx.createdAt, lang, true)}
      </Descriptions.Item>
      <Descriptions.Item label={label('amount')}>
        <MoneyText micro={tx.amount} currency={tx.currency} />
      </Descriptions.Item>
      <Descriptions.Item label={label('partner')}>
        <PartnerLink partner={tx.partner} />
      </Descriptions.Item>
      <Descriptions.Item label={label('memo')}>{tx.memo ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={label('naturalKey')}>{tx.naturalKey ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={label('createdBy')}>
        {/* The system (a job) has no name of its own: the kind says it all. */}
        {tx.createdBy.kind === 'system' || !tx.createdBy.name
          ? t(`logs.actorKinds.${tx.createdBy.kind}`)
          : `${t(`logs.actorKinds.${tx.createdBy.kind}`)}: ${tx.createdBy.name}`}
      </Descriptions.Item>
      <Descriptions.Item label={label('reversal')}>
        <ReversalState tx={tx} />
      </Descriptions.Item>
    </Descriptions>
  );
}
