import { Descriptions } from 'antd';
import type { Deposit } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { HashText, MoneyText, PartnerLink, StatusTag, TransactionLink } from '../money';
import { isOpenDeposit } from './deposit-state';
import { RateText } from './rate-text';

/** Everything known of a deposit (spec §3: amount, rate, fee, processing time, wallet, hash, date, status). */
export function DepositDetails({ deposit: d }: { deposit: Deposit }) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const label = (field: AdminKeysUnder<'deposits.columns'>) => t(`deposits.columns.${field}`);
  const when = (iso: string | null) => (iso ? dateText(iso, lang, true) : '—');
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
      <Descriptions.Item label={label('id')}>{d.id}</Descriptions.Item>
      <Descriptions.Item label={label('status')}>
        <StatusTag status={d.status} />
      </Descriptions.Item>
      <Descriptions.Item label={label('partner')}>
        <PartnerLink partner={d.partner} />
      </Descriptions.Item>
      <Descriptions.Item label={label('amount')}>
        <MoneyText micro={d.amount} currency="USDT" />
      </Descriptions.Item>
      <Descriptions.Item label={label('fee')}>
        <MoneyText micro={d.fee} currency="USDT" />
      </Descriptions.Item>
      <Descriptions.Item label={label('rate')}>
        <RateText ppm={d.gtcPerUsdtPpm} />
      </Descriptions.Item>
      <Descriptions.Item label={label('credit')}>
        <MoneyText micro={d.credit} currency="GTC" />
        {isOpenDeposit(d) && ` ${t('deposits.estimate')}`}
      </Descriptions.Item>
      <Descriptions.Item label={label('wallet')}>
        <HashText value={d.walletAddress} /> ({d.network})
      </Descriptions.Item>
      <Descriptions.Item label={label('txHash')}>
        <HashText value={d.txHash} />
      </Descriptions.Item>
      <Descriptions.Item label={label('createdAt')}>{when(d.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={label('expiresAt')}>{when(d.expiresAt)}</Descriptions.Item>
      <Descriptions.Item label={label('paidAt')}>{when(d.paidAt)}</Descriptions.Item>
      <Descriptions.Item label={label('processing')}>
        {t('deposits.processingText', { min: d.processingMinMinutes, max: d.processingMaxMinutes })}
      </Descriptions.Item>
      <Descriptions.Item label={label('completedAt')}>{when(d.completedAt)}</Descriptions.Item>
      <Descriptions.Item label={label('note')}>{d.note ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={label('transaction')}>
        {d.transactionId === null ? '—' : <TransactionLink id={d.transactionId} />}
      </Descriptions.Item>
    </Descriptions>
  );
}
