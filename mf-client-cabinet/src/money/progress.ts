import type { Micro } from 'shared-api';

/**
 * How far `value` is towards `target`, in whole percent 0..100, with bigint arithmetic (amounts
 * are micro-units). A target of 0 or less is already met.
 */
export function progressPercent(value: Micro | bigint, target: Micro | bigint): number {
  const have = BigInt(value);
  const need = BigInt(target);
  if (need <= 0n) return 100;
  if (have <= 0n) return 0;
  const percent = (have * 100n) / need;
  return percent >= 100n ? 100 : Number(percent);
}
