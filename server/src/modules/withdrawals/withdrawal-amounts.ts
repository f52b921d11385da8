import { applyBasisPoints, type Currency } from 'shared-api/contract';
import { gtcToUsdt } from '../finance/rate';

/**
 * The fee (GTC, kept from the reserved amount) and what the partner receives: the rest, in GTC,
 * or converted to USDT at the current rate.
 */
export function withdrawalAmounts(
  amount: bigint,
  currency: Currency,
  feeBp: number,
  gtcPerUsdtPpm: number,
): { fee: bigint; toReceive: bigint } {
  const fee = applyBasisPoints(amount, feeBp);
  const net = amount - fee;
  return { fee, toReceive: currency === 'USDT' ? gtcToUsdt(net, gtcPerUsdtPpm) : net };
}
