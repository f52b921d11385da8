import { fractionOf, labelIndexes, niceScale, niceStep } from '../scale';

describe('chart scales', () => {
  it('rounds a step up to 1, 2 or 5 × 10^k', () => {
    expect([1n, 3n, 7n, 11n, 40n, 201n].map(niceStep)).toEqual([1n, 5n, 10n, 20n, 50n, 500n]);
  });

  it('covers the largest value with at most 4 round steps from 0', () => {
    expect(niceScale([3n, 17n, 9n])).toEqual({ max: 20n, ticks: [0n, 5n, 10n, 15n, 20n] });
    expect(niceScale([100n])).toEqual({ max: 100n, ticks: [0n, 50n, 100n] });
  });

  it('never steps below minStep: money axes stay in whole units', () => {
    // 2.5 GTC in micro-units: steps of 1 GTC, not of 625 000 micro-units.
    expect(niceScale([2_500_000n], { minStep: 1_000_000n })).toEqual({
      max: 3_000_000n,
      ticks: [0n, 1_000_000n, 2_000_000n, 3_000_000n],
    });
  });

  it('keeps amounts past the float range exact', () => {
    const huge = 123_456_789_012_345_678_901_234_567n;
    const { max, ticks } = niceScale([huge], { minStep: 1_000_000n });
    expect(max >= huge).toBe(true);
    expect(ticks[1]).toBe(50_000_000_000_000_000_000_000_000n);
  });

  it('gives an empty or all-zero series one step', () => {
    expect(niceScale([])).toEqual({ max: 1n, ticks: [0n, 1n] });
    expect(niceScale([0n, -4n], { minStep: 1_000_000n })).toEqual({
      max: 1_000_000n,
      ticks: [0n, 1_000_000n],
    });
  });

  it('places values between 0 and the top, clamped', () => {
    expect(fractionOf(5n, 20n)).toBe(0.25);
    expect(fractionOf(-1n, 20n)).toBe(0);
    expect(fractionOf(30n, 20n)).toBe(1);
    expect(fractionOf(1n, 0n)).toBe(0);
  });

  it('thins the x labels to a few, from the first', () => {
    expect(labelIndexes(5)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndexes(30)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(labelIndexes(0)).toEqual([]);
  });
});
