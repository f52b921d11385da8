import { MICRO_PER_UNIT } from 'shared-api/contract';

/*
 * The rate is GTC per 1 USDT in millionths (settings `gtcPerUsdtPpm`: 1 000 000 = 1.0). Both
 * conversions round down: the platform never credits or pays out a fraction it does not hold.
 */

/** USDT micro-units to GTC micro-units. */
export const usdtToGtc = (usdt: bigint, gtcPerUsdtPpm: number): bigint =>
  (usdt * BigInt(gtcPerUsdtPpm)) / MICRO_PER_UNIT;

/** GTC micro-units to USDT micro-units. */
export const gtcToUsdt = (gtc: bigint, gtcPerUsdtPpm: number): bigint =>
  (gtc * MICRO_PER_UNIT) / BigInt(gtcPerUsdtPpm);
