import { Descriptions } from 'antd';
import type { Withdrawal } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { HashText, MoneyText, PartnerLink, StatusTag } from '../money';
import { Deadline } from './deadline';

/** Everything known of a withdrawal (spec §3: wallet, currency, fee, amount to receive, date). */
export function WithdrawalDetails({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const label = (field: AdminKeysUnder<'withdrawals.columns'>) => t(`withdrawals.columns.${field}`);
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
      <Descriptions.Item label={label('id')}>{w.id}</Descriptions.Item>
      <Descriptions.Item label={label('status')}>
        <StatusTag status={w.status} />
      </Descriptions.Item>
      <Descriptions.Item label={label('partner')}>
        <PartnerLink partner={w.partner} />
      </Descriptions.Item>
      <Descriptions.Item label={label('currency')}>{w.currency}</Descriptions.Item>
      <Descriptions.Item label={label('amount')}>
        <MoneyText micro={w.amount} currency="GTC" />
      </Descriptions.Item>
      <Descriptions.Item label={label('fee')}>
        <MoneyText micro={w.fee} currency="GTC" />
      </Descriptions.Item>
      <Descriptions.Item label={label('toReceive')}>
        <MoneyText micro={w.toReceive} currency={w.currency} />
      </Descriptions.Item>
      <Descriptions.Item label={label('wallet')}>
        <HashText value={w.wallet} />
      </Descriptions.Item>
      <Descriptions.Item label={label('createdAt')}>
        {dateText(w.createdAt, lang, true)}
      </Descriptions.Item>
      <Descriptions.Item label={label('processBy')}>
        <Deadline withdrawal={w} />
      </Descriptions.Item>
      <Descriptions.Item label={label('processedAt')}>
        {w.processedAt ? dateText(w.processedAt, lang, true) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={label('payoutTxHash')}>
        <HashText value={w.payoutTxHash} />
      </Descriptions.Item>
      <Descriptions.Item label={label('note')}>{w.note ?? '—'}</Descriptions.Item>
    </Descriptions>
  );
}
