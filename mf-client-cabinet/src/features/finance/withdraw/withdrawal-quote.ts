import { applyBasisPoints, MICRO_PER_UNIT, type Currency, type WithdrawalInfo } from 'shared-api';

export interface WithdrawalQuote {
  /** GTC micro-units kept as the fee. */
  fee: bigint;
  /** Micro-units of `currency` the partner receives. */
  toReceive: bigint;
}

/**
 * What a withdrawal of `amount` GTC micro-units costs and pays (contract withdrawals.ts): the fee
 * in basis points of the currency, the rest paid as GTC or converted to USDT at the rate (GTC per
 * USDT in millionths), both rounded down like the server.
 */
export function withdrawalQuote(
  amount: bigint,
  currency: Currency,
  info: Pick<WithdrawalInfo, 'feeBp' | 'gtcPerUsdtPpm'>,
): WithdrawalQuote {
  const fee = applyBasisPoints(amount, info.feeBp[currency]);
  const net = amount - fee;
  const toReceive = currency === 'USDT' ? (net * MICRO_PER_UNIT) / BigInt(info.gtcPerUsdtPpm) : net;
  return { fee, toReceive };
}

/** What is left of today's limit (never negative). */
export function dailyLimitLeft(info: Pick<WithdrawalInfo, 'dailyLimit' | 'usedToday'>): bigint {
  const left = BigInt(info.dailyLimit) - BigInt(info.usedToday);
  return left > 0n ? left : 0n;
}
