import { z } from 'zod';

/**
 * Money in the API: integer micro-units (6 decimals) as a decimal string, e.g. "100500000" =
 * 100.5. Never a JS number: the server holds them as bigint / numeric(38,0), the UI formats them
 * with shared-ui `formatMoney` and parses input with `toMicro`.
 */
export const CURRENCIES = ['GTC', 'USDT'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const MICRO_PER_UNIT = 1_000_000n;
/** Digits of a micro-unit amount: numeric(38,0) leaves room for 32 whole digits. */
const MAX_MICRO_DIGITS = 30;

/** A stored amount: any integer (negative for debits in operation lists). */
export const microSchema = z.string().regex(/^-?\d{1,30}$/);
export type Micro = z.infer<typeof microSchema>;

/** An amount a user enters, already converted to micro-units: a positive integer. */
export const amountSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(new RegExp(`^\\d{1,${MAX_MICRO_DIGITS}}$`), 'invalidAmount')
  // The regex does not stop zod's chain: guard BigInt against what it refused.
  .refine((v) => /^\d+$/.test(v) && BigInt(v) > 0n, 'invalidAmount');

/**
 * A user's decimal input ("100", "100.5", "1 000,25") to micro-units; null when it is not a
 * positive amount with at most 6 decimals. String arithmetic only: no float is involved.
 */
export function toMicro(input: string): Micro | null {
  const text = input.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const match = /^(\d{1,24})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(6, '0'));
  const micro = whole * MICRO_PER_UNIT + fraction;
  return micro > 0n ? micro.toString() : null;
}

/** Micro-units to a plain decimal string ("100.5"), for inputs and CSV; UI text uses formatMoney. */
export function microToDecimal(micro: Micro | bigint): string {
  const value = typeof micro === 'bigint' ? micro : BigInt(micro);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const fraction = (abs % MICRO_PER_UNIT).toString().padStart(6, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / MICRO_PER_UNIT}${fraction ? `.${fraction}` : ''}`;
}

/** Whole units to micro-units (seeds and tests): `units(100)` = "100000000". */
export const units = (whole: number | bigint): Micro => (BigInt(whole) * MICRO_PER_UNIT).toString();

/** A rate or fee in basis points: 1 bp = 0.01 %. */
export const basisPointsSchema = z.number().int().min(0).max(10_000);

/** `amount × bp / 10 000`, rounded down (the platform never pays out a fraction it lacks). */
export function applyBasisPoints(amount: Micro | bigint, bp: number): bigint {
  const value = typeof amount === 'bigint' ? amount : BigInt(amount);
  return (value * BigInt(bp)) / 10_000n;
}

/** Header of every money-moving POST: a retry with the same key returns the first result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);
