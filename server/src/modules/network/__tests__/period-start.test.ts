import { periodStart } from '../period-start';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('periodStart (server time = UTC)', () => {
  it.each([
    ['day', '2026-05-20T00:00:00.000Z'],
    ['week', '2026-05-18T00:00:00.000Z'],
    ['month', '2026-05-01T00:00:00.000Z'],
    ['year', '2026-01-01T00:00:00.000Z'],
    ['all', null],
  ] as const)('%s of Wednesday 20 May 2026 23:59', (period, start) => {
    expect(iso(periodStart(period, new Date('2026-05-20T23:59:59.999Z')))).toBe(start);
  });

  it('starts the week on Monday, also seen from a Sunday and a Monday', () => {
    expect(iso(periodStart('week', new Date('2026-05-24T12:00:00Z')))).toBe(
      '2026-05-18T00:00:00.000Z',
    );
    expect(iso(periodStart('week', new Date('2026-05-25T00:00:00Z')))).toBe(
      '2026-05-25T00:00:00.000Z',
    );
  });
});
