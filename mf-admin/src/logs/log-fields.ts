import type { LogSnapshot } from 'shared-api';
import type { AdminKeysUnder } from '../i18n';

/** What a log detail's value means, so it is shown as the rest of the UI shows such a value. */
export type FieldMeaning =
  | { kind: 'money'; currency: 'USDT' | 'GTC' | null }
  | { kind: 'basisPoints' }
  | { kind: 'rate' }
  | { kind: 'date' }
  | { kind: 'link'; path: string; permission: string }
  | { kind: 'ref' }
  | { kind: 'translated'; field: TranslatedField }
  | { kind: 'plain' };

type SettingsLabel =
  | `financeSettings.fields.${AdminKeysUnder<'financeSettings.fields'>}`
  | `chainSettings.${AdminKeysUnder<'chainSettings'>}`;

/** The finance settings' flat paths (settings-snapshot.ts) and the labels their form uses. */
export const SETTINGS_LABELS: Partial<Record<string, SettingsLabel>> = {
  gtcPerUsdtPpm: 'financeSettings.fields.rate',
  'transfer.minAmount': 'financeSettings.fields.transferMin',
  'packages.accrualIntervalHours': 'financeSettings.fields.accrualHours',
  'deposit.minAmount': 'financeSettings.fields.depositMin',
  'deposit.feeBp': 'financeSettings.fields.depositFee',
  'deposit.walletAddress': 'financeSettings.fields.wallet',
  'deposit.network': 'financeSettings.fields.network',
  'deposit.paymentMinutes': 'financeSettings.fields.paymentMinutes',
  'deposit.processingMinMinutes': 'financeSettings.fields.processingMin',
  'deposit.processingMaxMinutes': 'financeSettings.fields.processingMax',
  'withdrawal.days': 'financeSettings.fields.withdrawalDays',
  'withdrawal.minAmount': 'financeSettings.fields.withdrawalMin',
  'withdrawal.dailyLimit': 'financeSettings.fields.dailyLimit',
  'withdrawal.feeBp.USDT': 'financeSettings.fields.feeUsdt',
  'withdrawal.feeBp.GTC': 'financeSettings.fields.feeGtc',
  'withdrawal.processingHours': 'financeSettings.fields.processingHours',
  xpub: 'chainSettings.xpub',
  apiUrl: 'chainSettings.apiUrl',
  confirmations: 'chainSettings.confirmations',
  usdtContract: 'chainSettings.usdtContract',
};

/** Money fields whose currency never varies. */
const FIXED_CURRENCY: Record<string, 'USDT' | 'GTC'> = {
  usdt: 'USDT',
  credit: 'GTC',
  price: 'GTC',
  binaryDailyLimit: 'GTC',
  'deposit.minAmount': 'USDT',
  'transfer.minAmount': 'GTC',
};
const MONEY = new Set(['amount', 'minAmount', 'dailyLimit', ...Object.keys(FIXED_CURRENCY)]);

/** Id fields that open their record's page. */
const LINKS: Record<string, { path: string; permission: string }> = {
  depositId: { path: 'transactions/deposit/show', permission: 'view-transactions' },
  withdrawalId: { path: 'transactions/withdrawals/show', permission: 'view-transactions' },
  transactionId: { path: 'transactions/show', permission: 'view-transactions' },
  reversalId: { path: 'transactions/show', permission: 'view-transactions' },
  reversesId: { path: 'transactions/show', permission: 'view-transactions' },
  mentorTransactionId: { path: 'transactions/show', permission: 'view-transactions' },
  packageId: { path: 'packages/show', permission: 'view-packages' },
  adminId: { path: 'users/show', permission: 'view-users' },
  partnerId: { path: 'partners/show', permission: 'view-partners' },
};

/** Enumerated values, shown with the translations the rest of the UI uses for them. */
const TRANSLATED = ['status', 'kind', 'direction', 'reason'] as const;
export type TranslatedField = (typeof TRANSLATED)[number];
const isTranslated = (name: string): name is TranslatedField =>
  (TRANSLATED as readonly string[]).includes(name);

/**
 * A field's meaning from its name (the last segment of a settings path), and for an `amount`
 * without a `currency` beside it, from the action: a deposit's amount is USDT, a purchase's GTC.
 */
export function meaningOf(field: string, action: string, row: LogSnapshot): FieldMeaning {
  const name = field.split('.').at(-1) ?? field;
  if (field.split('.').includes('feeBp') || name.endsWith('Bp')) return { kind: 'basisPoints' };
  if (name === 'gtcPerUsdtPpm') return { kind: 'rate' };
  if (MONEY.has(name) || MONEY.has(field)) {
    const stated = row.currency === 'USDT' || row.currency === 'GTC' ? row.currency : null;
    const byAction = action.startsWith('deposit')
      ? 'USDT'
      : /^(package|transfer)/.test(action)
        ? 'GTC'
        : null;
    return { kind: 'money', currency: FIXED_CURRENCY[field] ?? stated ?? byAction };
  }
  if (/^(expiresAt|startsAt|endsAt|birthDate|purchasedAt)$/.test(name)) return { kind: 'date' };
  const link = LINKS[name];
  if (link) return { kind: 'link', ...link };
  if (name.endsWith('Id') || name === 'id') return { kind: 'ref' };
  if (isTranslated(name)) return { kind: 'translated', field: name };
  return { kind: 'plain' };
}
