import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { MAX_AMOUNT_MICRO, toMicro } from 'shared-api';
import { percentToBp } from './basis-points';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

const required = (t: TFunction): FormRule => ({
  required: true,
  message: t('validation.required', { ns: 'common' }),
});

/**
 * An amount typed in whole units with up to 6 decimals ("100", "0.5"): it must convert with the
 * contract's `toMicro` to a positive amount up to MAX_AMOUNT_MICRO, as the server checks it.
 */
export function moneyRules(t: TFunction): FormRule[] {
  return [
    required(t),
    {
      validator: async (_rule, value: unknown) => {
        if (isEmpty(value)) return;
        const micro = typeof value === 'string' ? toMicro(value) : null;
        if (micro === null) throw new Error(t('validation.invalidAmount', { ns: 'common' }));
        if (BigInt(micro) > MAX_AMOUNT_MICRO) {
          throw new Error(t('validation.tooLarge', { ns: 'common' }));
        }
      },
    },
  ];
}

/** A percentage with up to 2 decimals, 0..100 (or above 0 when `positive`), sent as bp. */
export function percentRules(t: TFunction, { positive = false } = {}): FormRule[] {
  return [
    required(t),
    {
      validator: async (_rule, value: unknown) => {
        if (isEmpty(value)) return;
        const bp = typeof value === 'string' ? percentToBp(value) : null;
        if (bp === null || (positive && bp === 0)) throw new Error(t('money.form.invalidPercent'));
      },
    },
  ];
}

/** A whole number within `min`..`max` (days, minutes, hours, levels). */
export function wholeNumberRules(t: TFunction, min: number, max: number): FormRule[] {
  return [
    required(t),
    {
      validator: async (_rule, value: unknown) => {
        if (isEmpty(value)) return;
        if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
          throw new Error(t('money.form.range', { min, max }));
      },
    },
  ];
}

/** Text of `min`..`max` characters after trimming (wallet address, network name). */
export function textLengthRules(t: TFunction, min: number, max: number): FormRule[] {
  return [
    required(t),
    {
      validator: async (_rule, value: unknown) => {
        if (isEmpty(value)) return;
        const length = typeof value === 'string' ? value.trim().length : 0;
        if (length < min || length > max) throw new Error(t('money.form.length', { min, max }));
      },
    },
  ];
}
