import dayjs from 'dayjs';
import { parsePeriod, periodDays, presetOf, presetPeriod } from '../period';

const today = dayjs('2026-03-31');
const params = (query: string) => new URLSearchParams(query);

describe('the statistics period', () => {
  it('presets end today: a day, 7 days, a month and a year, today included', () => {
    expect(presetPeriod('day', today)).toEqual({ from: '2026-03-31', to: '2026-03-31' });
    expect(presetPeriod('week', today)).toEqual({ from: '2026-03-25', to: '2026-03-31' });
    expect(presetPeriod('month', today)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetPeriod('year', today)).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });

  it('a year across 29 February stays within the 366 days the server answers', () => {
    const leap = presetPeriod('year', dayjs('2028-03-01'));
    expect(leap).toEqual({ from: '2027-03-02', to: '2028-03-01' });
    expect(periodDays(leap)).toBe(366);
  });

  it('names the preset a period equals, none for a custom one', () => {
    expect(presetOf({ from: '2026-03-25', to: '2026-03-31' }, today)).toBe('week');
    expect(presetOf({ from: '2026-03-24', to: '2026-03-31' }, today)).toBeUndefined();
  });

  it("keeps the URL's period when it is real days in order, at most 366 days", () => {
    expect(parsePeriod(params('from=2026-01-01&to=2026-01-31'), today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(parsePeriod(params('from=2025-01-01&to=2026-01-01'), today)).toEqual({
      from: '2025-01-01',
      to: '2026-01-01',
    });
  });

  it('falls back to the month for a missing, reversed, unreal or too long period', () => {
    const month = { from: '2026-03-01', to: '2026-03-31' };
    for (const query of [
      '',
      'from=2026-01-01',
      'from=2026-02-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2025-01-01&to=2026-01-02',
    ]) {
      expect(parsePeriod(params(query), today)).toEqual(month);
    }
  });
});
