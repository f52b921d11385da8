import type { LimitState } from 'shared-api/contract';

/**
 * business rules (Binary): the state shown against the daily reward limit. `reached` (today's
 * projected bonus ≥ the limit: suggest an upgrade) first, as the one the partner can act on
 * today; then `not-accrued` (the latest close of the period cut a positive amount); then
 * `approaching` (projected ≥ `approachingPercent` % of the limit). Without a projected bonus
 * nothing is reached or approached.
 */
export function limitState(input: {
  projected: bigint;
  limit: bigint;
  approachingPercent: number;
  lastCut: bigint;
}): LimitState {
  const { projected, limit } = input;
  if (projected > 0n && projected >= limit) return 'reached';
  if (input.lastCut > 0n) return 'not-accrued';
  if (projected > 0n && projected * 100n >= limit * BigInt(input.approachingPercent)) {
    return 'approaching';
  }
  return 'ok';
}
