import { bpToPercent, percentText, percentToBp } from '../basis-points';

describe('percentages typed by an admin', () => {
  it.each([
    ['0.45', 45],
    ['0,45', 45],
    ['3', 300],
    ['1.5', 150],
    ['0.05', 5],
    [' 100 ', 10_000],
    ['0', 0],
  ])('%s %% is %d bp', (typed, bp) => {
    expect(percentToBp(typed)).toBe(bp);
  });

  it.each(['0.455', '100.01', '-1', '1e2', '', 'abc', '1.'])('refuses %j', (typed) => {
    expect(percentToBp(typed)).toBeNull();
  });

  it('shows basis points back as the shortest percentage, round-tripping', () => {
    for (const bp of [0, 5, 10, 45, 150, 300, 9_999, 10_000]) {
      expect(percentToBp(bpToPercent(bp))).toBe(bp);
    }
    expect(bpToPercent(45)).toBe('0.45');
    expect(bpToPercent(300)).toBe('3');
    expect(bpToPercent(150)).toBe('1.5');
  });

  it('formats for display in the language', () => {
    expect(percentText(45, 'en')).toBe('0.45%');
    expect(percentText(45, 'de')).toMatch(/^0,45\s%$/);
  });
});
