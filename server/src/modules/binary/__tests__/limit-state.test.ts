import { limitState } from '../statistics/limit-state';

describe('limitState', () => {
  const state = (projected: bigint, limit: bigint, lastCut = 0n) =>
    limitState({ projected, limit, approachingPercent: 80, lastCut });
  it('is ok below the approaching share and without a cut', () => {
    expect(state(79n, 100n)).toBe('ok');
    expect(state(0n, 0n)).toBe('ok');
  });
  it('approaches from 80 % of the limit and reaches it at the limit', () => {
    expect(state(80n, 100n)).toBe('approaching');
    expect(state(100n, 100n)).toBe('reached');
    expect(state(1n, 0n)).toBe('reached');
  });
  it('reports the last cut unless the limit is reached again today', () => {
    expect(state(0n, 100n, 5n)).toBe('not-accrued');
    expect(state(90n, 100n, 5n)).toBe('not-accrued');
    expect(state(120n, 100n, 5n)).toBe('reached');
  });
});
