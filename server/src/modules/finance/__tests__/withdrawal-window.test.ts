import { serverDay, startOfServerDay } from '../server-day';
import { withdrawalWindow } from '../withdrawal-window';

const DAYS = [5, 15, 25];
const window = (now: string, days = DAYS) => {
  const w = withdrawalWindow(new Date(now), days);
  return { open: w.open, start: w.start.toISOString(), end: w.end.toISOString() };
};

describe('server day', () => {
  it('is the UTC calendar day', () => {
    expect(serverDay(new Date('2026-03-04T23:59:59.999Z'))).toBe('2026-03-04');
    expect(serverDay(new Date('2026-03-05T00:00:00.000Z'))).toBe('2026-03-05');
    expect(startOfServerDay(new Date('2026-03-05T17:30:00Z')).toISOString()).toBe(
      '2026-03-05T00:00:00.000Z',
    );
  });
});

describe('withdrawalWindow', () => {
  it('is open the whole of a withdrawal day, 00:00 to 23:59', () => {
    for (const now of [
      '2026-01-15T00:00:00.000Z',
      '2026-01-15T12:00:00Z',
      '2026-01-15T23:59:59.999Z',
    ]) {
      expect(window(now)).toEqual({
        open: true,
        start: '2026-01-15T00:00:00.000Z',
        end: '2026-01-15T23:59:59.999Z',
      });
    }
  });

  it('points at the next window day of the same month when closed', () => {
    expect(window('2026-01-16T00:00:00.000Z')).toEqual({
      open: false,
      start: '2026-01-25T00:00:00.000Z',
      end: '2026-01-25T23:59:59.999Z',
    });
    expect(window('2026-01-04T23:59:59.999Z').start).toBe('2026-01-05T00:00:00.000Z');
  });

  it('crosses month and year ends, whatever the month length', () => {
    expect(window('2026-02-26T10:00:00Z').start).toBe('2026-03-05T00:00:00.000Z');
    expect(window('2026-01-31T10:00:00Z').start).toBe('2026-02-05T00:00:00.000Z');
    expect(window('2026-04-30T10:00:00Z').start).toBe('2026-05-05T00:00:00.000Z');
    expect(window('2026-12-26T10:00:00Z').start).toBe('2027-01-05T00:00:00.000Z');
    // Leap year: 29 February is a day like any other between the 25th and the 5th.
    expect(window('2028-02-29T10:00:00Z').start).toBe('2028-03-05T00:00:00.000Z');
  });

  it('finds a single monthly day up to a month away', () => {
    expect(window('2026-01-02T10:00:00Z', [1]).start).toBe('2026-02-01T00:00:00.000Z');
    expect(window('2026-02-28T10:00:00Z', [28])).toMatchObject({
      open: true,
      start: '2026-02-28T00:00:00.000Z',
    });
    expect(window('2026-03-01T10:00:00Z', [28]).start).toBe('2026-03-28T00:00:00.000Z');
  });
});
