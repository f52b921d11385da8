import { applyBasisPoints } from 'shared-api/contract';
import { usdtToGtc } from '../finance/rate';

/** The fee (USDT) kept from a deposit and the GTC credited for the rest at `gtcPerUsdtPpm`. */
export function depositAmounts(
  amount: bigint,
  feeBp: number,
  gtcPerUsdtPpm: number,
): { fee: bigint; credit: bigint } {
  const fee = applyBasisPoints(amount, feeBp);
  return { fee, credit: usdtToGtc(amount - fee, gtcPerUsdtPpm) };
}
