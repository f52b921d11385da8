import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { toMicro, type Currency, type Micro } from 'shared-api';
import { formatMoney, verdict, type Language } from 'shared-ui';

/** One check of an amount in micro-units: the message to show, or null when it passes. */
export type AmountCheck = (micro: bigint) => string | null;

/**
 * antd rules of an amount typed in whole units ("100.5", "1 000,25"): required, a positive
 * amount with at most 6 decimals (the contract's `toMicro`), then each of `checks` in order.
 */
export function amountRules(t: TFunction, checks: readonly AmountCheck[] = []): FormRule[] {
  return [
    { required: true, message: t('validation.required', { ns: 'common' }) },
    {
      validator: (_rule, value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') return verdict(null); // the required rule speaks
        const micro = toMicro(value);
        if (micro === null) return verdict(t('validation.invalidAmount', { ns: 'common' }));
        for (const check of checks) {
          const message = check(BigInt(micro));
          if (message) return verdict(message);
        }
        return verdict(null);
      },
    },
  ];
}

/** The amount of a field's text in micro-units, or null while it is not a valid amount. */
export function microOf(value: unknown): bigint | null {
  const micro = typeof value === 'string' ? toMicro(value) : null;
  return micro === null ? null : BigInt(micro);
}

/** The checks of spec §5 (minimum, sufficient funds, limit exceeded by), with the texts of §8. */
export function amountChecks(t: TFunction, lang: Language, currency: Currency) {
  const money = (micro: bigint) => formatMoney(micro, lang, currency);
  return {
    /** At least `min`; `code` names the operation's minimum (minDeposit, minWithdrawal, …). */
    atLeast:
      (min: Micro, code: 'minDeposit' | 'minTransfer' | 'minWithdrawal'): AmountCheck =>
      (micro) =>
        micro < BigInt(min)
          ? t(`validation.${code}`, { ns: 'common', amount: money(BigInt(min)) })
          : null,
    /** Not more than the balance. */
    covered:
      (balance: Micro): AmountCheck =>
      (micro) =>
        micro > BigInt(balance) ? t('validation.insufficientFunds', { ns: 'common' }) : null,
    /** Not more than what is left of a limit: "Limit exceeded by <the excess>". */
    withinLimit:
      (left: bigint): AmountCheck =>
      (micro) =>
        micro > left
          ? t('validation.limitExceeded', { ns: 'common', amount: money(micro - left) })
          : null,
  };
}
