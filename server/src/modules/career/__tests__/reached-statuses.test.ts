import { units } from 'shared-api/contract';
import type { Figures } from '../career-figures';
import { SEEDED_CAREER_STATUSES } from '../career-seed';
import type { CareerStatusRow } from '../career-statuses';
import { meetsStatus, statusesToAward } from '../reached-statuses';

const gtc = (whole: number) => BigInt(units(whole));
const statuses: CareerStatusRow[] = SEEDED_CAREER_STATUSES.map((s, i) => ({
  ...s,
  id: 100 + i,
}));
const [bronze, silver] = statuses as [CareerStatusRow, CareerStatusRow];

/** Exactly Bronze's thresholds (business rules, Career). */
const exactlyBronze: Figures = {
  personal: gtc(500),
  firstLine: gtc(2_000),
  mainBranch: gtc(5_000),
  secondaryBranches: [gtc(2_000)],
  side: gtc(5_000),
};

describe('career thresholds', () => {
  it('reaches a status whose every threshold is met exactly', () => {
    expect(meetsStatus(exactlyBronze, bronze)).toBe(true);
    expect(meetsStatus(exactlyBronze, silver)).toBe(false);
  });

  it.each([
    ['personal', { personal: gtc(500) - 1n }],
    ['first line', { firstLine: gtc(2_000) - 1n }],
    ['main branch', { mainBranch: gtc(5_000) - 1n }],
    ['secondary branch threshold', { secondaryBranches: [gtc(2_000) - 1n, gtc(1_000)] }],
    ['secondary branches count', { secondaryBranches: [] }],
    ['side volume', { side: gtc(5_000) - 1n }],
  ])('misses it by one micro-unit of %s', (_, change) => {
    expect(meetsStatus({ ...exactlyBronze, ...change }, bronze)).toBe(false);
  });

  it('counts only secondary branches that reach the threshold', () => {
    const f: Figures = {
      personal: gtc(1_000),
      firstLine: gtc(5_000),
      mainBranch: gtc(15_000),
      secondaryBranches: [gtc(5_000), gtc(4_999), gtc(4_000)],
      side: gtc(15_000),
    };
    expect(meetsStatus(f, silver)).toBe(false);
    expect(meetsStatus({ ...f, secondaryBranches: [gtc(9_000), gtc(5_000), gtc(1)] }, silver)).toBe(
      true,
    );
  });

  it('lists every status reached and not held yet, by rank', () => {
    const both: Figures = {
      personal: gtc(1_000),
      firstLine: gtc(5_000),
      mainBranch: gtc(15_000),
      secondaryBranches: [gtc(10_000), gtc(5_000)],
      side: gtc(15_000),
    };
    const reversed = [...statuses].reverse();
    expect(statusesToAward(both, reversed, new Set()).map((s) => s.name)).toEqual([
      'Bronze',
      'Silver',
    ]);
    expect(statusesToAward(both, statuses, new Set([bronze.id])).map((s) => s.name)).toEqual([
      'Silver',
    ]);
  });
});
