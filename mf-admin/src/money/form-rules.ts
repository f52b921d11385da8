import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { MAX_AMOUNT_MICRO, toMicro } from 'shared-api';
import { verdict } from 'shared-ui';
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
      validator: (_rule, value: unknown) => {
        if (isEmpty(value)) return verdict(null); // the required rule speaks
        const micro = typeof value === 'string' ? toMicro(value) : null;
        if (micro === null) return verdict(t('validation.invalidAmount', { ns: 'common' }));
        return verdict(
          BigInt(micro) > MAX_AMOUNT_MICRO ? t('validation.tooLarge', { ns: 'common' }) : null,
        );
      },
    },
  ];
}

/** A percentage with up to 2 decimals, 0..100 (or above 0 when `positive`), sent as bp. */
export function percentRules(t: TFunction, { positive = false } = {}): FormRule[] {
  return [
    required(t),
    {
      validator: (_rule, value: unknown) => {
        if (isEmpty(value)) return verdict(null);
        const bp = typeof value === 'string' ? percentToBp(value) : null;
        return verdict(
          bp === null || (positive && bp === 0) ? t('money.form.invalidPercent') : null,
        );
      },
    },
  ];
}

/** A whole number within `min`..`max` (days, minutes, hours, levels). */
export function wholeNumberRules(t: TFunction, min: number, max: number): FormRule[] {
  return [
    required(t),
    {
      validator: (_rule, value: unknown) => {
        if (isEmpty(value)) return verdict(null);
        const inRange =
          Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
        return verdict(inRange ? null : t('money.form.range', { min, max }));
      },
    },
  ];
}

/** Text of `min`..`max` characters after trimming (wallet address, network name). */
export function textLengthRules(t: TFunction, min: number, max: number): FormRule[] {
  return [
    required(t),
    {
      validator: (_rule, value: unknown) => {
        if (isEmpty(value)) return verdict(null);
        const length = typeof value === 'string' ? value.trim().length : 0;
        return verdict(length < min || length > max ? t('money.form.length', { min, max }) : null);
      },
    },
  ];
}
