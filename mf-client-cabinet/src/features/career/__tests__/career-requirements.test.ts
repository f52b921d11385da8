import { units } from 'shared-api';
import { progressPercent } from '../../../money/progress';
import { CAREER_STATUSES } from '../../../testing/network-fixtures';
import { requirementsOf } from '../career-requirements';

const silver = CAREER_STATUSES[1]!;

describe('progressPercent', () => {
  it('is the whole percent reached, capped at 100, exact on huge amounts', () => {
    expect(progressPercent(units(1), units(3))).toBe(33);
    expect(progressPercent(units(3), units(3))).toBe(100);
    expect(progressPercent(units(7), units(3))).toBe(100);
    expect(progressPercent('0', units(3))).toBe(0);
    expect(progressPercent('-5', units(3))).toBe(0);
    expect(progressPercent('0', '0')).toBe(100);
    // 10^29 − 1 of 10^29: a float would round this to 100.
    expect(progressPercent('99999999999999999999999999999', '100000000000000000000000000000')).toBe(
      99,
    );
  });
});

describe('requirementsOf', () => {
  it("compares each volume with the status's threshold", () => {
    const { volumes } = requirementsOf(silver, {
      personal: units(1_000),
      firstLine: units(2_500),
      mainBranch: units(16_000),
      secondaryBranches: [],
      side: units(9_000),
    });
    expect(volumes.map(({ key, percent, met }) => [key, percent, met])).toEqual([
      ['personal', 100, true],
      ['firstLine', 50, false],
      ['mainBranch', 100, true],
      ['side', 60, false],
    ]);
  });

  it('counts the secondary branches that reach the threshold, up to the number needed', () => {
    const figures = (branches: number[]) => ({
      personal: '0',
      firstLine: '0',
      mainBranch: '0',
      secondaryBranches: branches.map((b) => units(b)),
      side: '0',
    });
    expect(requirementsOf(silver, figures([6_000, 3_000])).branches).toMatchObject({
      have: 1,
      need: 2,
      percent: 50,
      met: false,
    });
    expect(requirementsOf(silver, figures([9_000, 5_000, 5_000])).branches).toMatchObject({
      have: 2,
      need: 2,
      percent: 100,
      met: true,
    });
  });
});
