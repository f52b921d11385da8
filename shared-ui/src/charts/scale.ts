// Chart scales in bigint: the values are micro-units (or counts), so no float touches them; only
// the final pixel position becomes a number.

export interface Scale {
  /** The top of the axis: a whole number of steps, at least one. */
  max: bigint;
  /** The ticks from 0 to `max`, `step` apart. */
  ticks: bigint[];
}

const NICE_FACTORS = [1n, 2n, 5n];

/** The smallest 1, 2 or 5 × 10^k that is at least `target`. */
export function niceStep(target: bigint): bigint {
  for (let magnitude = 1n; ; magnitude *= 10n) {
    for (const factor of NICE_FACTORS) {
      if (factor * magnitude >= target) return factor * magnitude;
    }
  }
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * A y axis from 0 for `values` with at most `ticks` steps of a round size, none smaller than
 * `minStep` (1 for counts; one whole unit, 1 000 000, for money). Negative values count as 0.
 */
export function niceScale(
  values: Iterable<bigint>,
  { ticks = 4, minStep = 1n }: { ticks?: number; minStep?: bigint } = {},
): Scale {
  let top = 0n;
  for (const value of values) if (value > top) top = value;
  const wanted = ceilDiv(top, BigInt(ticks));
  const step = niceStep(wanted > minStep ? wanted : minStep);
  const count = top === 0n ? 1n : ceilDiv(top, step);
  const all: bigint[] = [];
  for (let i = 0n; i <= count; i += 1n) all.push(i * step);
  return { max: count * step, ticks: all };
}

/** Where `value` sits between 0 and `max`, 0..1 (to 1/10 000, finer than a pixel). */
export function fractionOf(value: bigint, max: bigint): number {
  if (max <= 0n || value <= 0n) return 0;
  const clamped = value > max ? max : value;
  return Number((clamped * 10_000n) / max) / 10_000;
}

/** At most `most` evenly spaced indexes of `count` points, always the first one. */
export function labelIndexes(count: number, most = 7): number[] {
  const every = Math.max(1, Math.ceil(count / most));
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % every === 0);
}
