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

/**
 * The largest amount a request may name: 10^15 micro-units = one billion whole units. Sums of
 * such amounts stay far inside numeric(38,0) and the 38 digits of microSchema, so a booked
 * amount can always be read back and formatted.
 */
export const MAX_AMOUNT_MICRO = 10n ** 15n;

/** A stored amount: any integer numeric(38,0) holds (negative for debits in operation lists). */
export const microSchema = z.string().regex(/^-?\d{1,38}$/);
export type Micro = z.infer<typeof microSchema>;

const isShortDigits = (v: string) => v.length <= 64 && /^\d+$/.test(v);

/**
 * An amount a user enters, already converted to micro-units: a positive integer of digits only
 * (no sign, no spaces: " 1 " is refused, not trimmed) up to MAX_AMOUNT_MICRO.
 */
export const amountSchema = z
  .string({ error: 'required' })
  .min(1, 'required')
  .max(64, 'tooLarge')
  .regex(/^\d+$/, 'invalidAmount')
  // The checks above do not stop zod's chain: BigInt only sees short digit strings.
  .refine((v) => !isShortDigits(v) || BigInt(v) > 0n, 'invalidAmount')
  .refine((v) => !isShortDigits(v) || BigInt(v) <= MAX_AMOUNT_MICRO, 'tooLarge');

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

/**
 * Header of every money-moving POST: a retry with the same key returns the first result.
 * Stripe's rule: once the operation started, its answer is the key's result, a business refusal
 * (409 INSUFFICIENT_FUNDS, a 422 business rule, 404 of the record...) as much as a success, so a
 * client sends a new key for a new attempt (after any 2xx or 4xx) and the same key only to retry
 * an attempt whose answer it did not get (network error, timeout, 5xx). Nothing is stored for a
 * request refused before it started (422 VALIDATION_FAILED of the schema, 400
 * IDEMPOTENCY_KEY_REQUIRED, 401, 403), for a 429 or for a 5xx: the same key may run again. A
 * concurrent request with the key waits for the first and answers its result; the key with
 * another method, path or body is 422 IDEMPOTENCY_KEY_REUSED.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);
