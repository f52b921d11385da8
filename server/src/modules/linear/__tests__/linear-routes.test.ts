import { eq } from 'drizzle-orm';
import { units, type LinearRules, type LinearStatistics } from 'shared-api/contract';
import { ledgerTransactions } from '../../../db/schema';
import { apiAs, type Api } from '../../../testing/api';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createAdmin } from '../../../testing/fixtures';
import { createPackage } from '../../../testing/packages';
import type { TestApp } from '../../../testing/test-app';
import {
  buyPackage,
  createNetworkTestApp,
  partnerUnder,
  sponsorChain,
  tokenOf,
} from '../../network/testing/network-test-kit';
import { reverseTransaction } from '../../operations/reverse-transaction';

let t: TestApp;
let api: Api;
let caller: { id: number };
let levelOneBonusOf2025: number;

const gtc = (whole: number) => units(whole);
const at = (iso: string) => new Date(iso);

/**
 * Today is Wednesday 20 May 2026. The caller opens 3 levels; below them A (line 1), A1 (line 2),
 * A1a (line 3), then a chain down to line 7. Purchases fall in different periods.
 */
beforeAll(async () => {
  t = await createNetworkTestApp();
  t.clock.set('2026-05-20T10:00:00Z');
  const price = async (whole: number, linearLevels = 1) =>
    (await createPackage(t.db, { price: BigInt(units(whole)), linearLevels })).id;

  const sponsor = await partnerUnder(t.db, null);
  caller = await partnerUnder(t.db, sponsor.id);
  await buyPackage(t, caller.id, await price(100, 3), at('2025-11-01T00:00:00Z'));
  const a = await partnerUnder(t.db, caller.id);
  const a1 = await partnerUnder(t.db, a.id);
  const a1a = await partnerUnder(t.db, a1.id);
  const [, , , b7] = await sponsorChain(t.db, 4, a1a.id); // lines 4..7

  const old = await buyPackage(t, a.id, await price(300), at('2025-12-01T00:00:00Z'));
  await buyPackage(t, a1a.id, await price(200), at('2026-02-01T00:00:00Z'));
  await buyPackage(t, a1a.id, await price(100), at('2026-05-02T00:00:00Z'));
  await buyPackage(t, a1.id, await price(500), at('2026-05-18T12:00:00Z'));
  await buyPackage(t, a.id, await price(1_000), at('2026-05-20T08:00:00Z'));
  await buyPackage(t, b7!.id, await price(1_000), at('2026-05-20T09:00:00Z'));

  const [bonus] = await t.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.naturalKey, `linear:${old.transactionId}:1`));
  levelOneBonusOf2025 = bonus!.id;
  api = apiAs(t.app, await tokenOf(t, caller.id));
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

const level = (l: number, partners: number, volume: number, bonus: number, open: boolean) => ({
  level: l,
  partners,
  volume: gtc(volume),
  bonus: units(bonus),
  open,
});

describe('GET /api/client/linear/rules', () => {
  it('shows the reward table and the levels open for the caller', async () => {
    const res = await api.get<LinearRules>('/api/client/linear/rules');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      openLevels: 3,
      levels: [500, 300, 200, 100, 100, 100].map((percentBp, i) => ({
        level: i + 1,
        percentBp,
        open: i < 3,
      })),
    });
  });

  it('shows no open level to a partner without an active package', async () => {
    const idle = await partnerUnder(t.db, null);
    const res = await apiAs(t.app, await tokenOf(t, idle.id)).get<LinearRules>(
      '/api/client/linear/rules',
    );
    expect(res.body.openLevels).toBe(0);
    expect(res.body.levels.every((l) => !l.open)).toBe(true);
  });
});

describe('GET /api/client/linear/statistics', () => {
  const lowerLines = [level(4, 1, 0, 0, false), level(5, 1, 0, 0, false), level(6, 1, 0, 0, false)];

  it.each([
    ['day', [level(1, 1, 1_000, 50, true), level(2, 1, 0, 0, true), level(3, 1, 0, 0, true)], 50],
    [
      'week',
      [level(1, 1, 1_000, 50, true), level(2, 1, 500, 15, true), level(3, 1, 0, 0, true)],
      65,
    ],
    [
      'month',
      [level(1, 1, 1_000, 50, true), level(2, 1, 500, 15, true), level(3, 1, 100, 2, true)],
      67,
    ],
    [
      'year',
      [level(1, 1, 1_000, 50, true), level(2, 1, 500, 15, true), level(3, 1, 300, 6, true)],
      71,
    ],
    [
      'all',
      [level(1, 1, 1_300, 65, true), level(2, 1, 500, 15, true), level(3, 1, 300, 6, true)],
      86,
    ],
  ])('per level for period=%s (line 7 never counts)', async (period, first, total) => {
    const res = await api.get<LinearStatistics>(`/api/client/linear/statistics?period=${period}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      levels: [...first, ...lowerLines],
      total: units(total),
      series: expect.objectContaining({ bucket: expect.any(String) }) as unknown,
    });
  });

  const bonusesOf = (body: LinearStatistics) => body.series.points.map((p) => [p.date, p.bonus]);

  it('charts the bonus per day of the week and month, per month of the year and all time', async () => {
    const get = async (period: string) =>
      (await api.get<LinearStatistics>(`/api/client/linear/statistics?period=${period}`)).body;
    const week = await get('week');
    expect(week.series.bucket).toBe('day');
    expect(bonusesOf(week)).toEqual([
      ['2026-05-18', gtc(15)],
      ['2026-05-19', '0'],
      ['2026-05-20', gtc(50)],
    ]);
    const month = await get('month');
    expect(month.series.points).toHaveLength(20);
    expect(month.series.points.reduce((s, p) => s + BigInt(p.bonus), 0n)).toBe(BigInt(gtc(67)));
    const year = await get('year');
    expect(year.series.bucket).toBe('month');
    expect(bonusesOf(year)).toEqual([
      ['2026-01-01', '0'],
      ['2026-02-01', gtc(4)],
      ['2026-03-01', '0'],
      ['2026-04-01', '0'],
      ['2026-05-01', gtc(67)],
    ]);
    // All time starts at the first bonus, December 2025.
    expect(bonusesOf(await get('all'))).toEqual([
      ['2025-12-01', gtc(15)],
      ['2026-01-01', '0'],
      ['2026-02-01', gtc(4)],
      ['2026-03-01', '0'],
      ['2026-04-01', '0'],
      ['2026-05-01', gtc(67)],
    ]);
  });

  it('counts a reversed bonus against its level', async () => {
    const admin = await createAdmin(t.db, { permissions: ['update-transactions'] });
    await t.db.transaction((tx) =>
      reverseTransaction(tx, {
        id: levelOneBonusOf2025,
        reason: 'test correction',
        adminId: admin.id,
        at: t.clock.now(),
        ip: null,
      }),
    );
    const all = await api.get<LinearStatistics>('/api/client/linear/statistics?period=all');
    expect(all.body.levels[0]).toEqual(level(1, 1, 1_300, 50, true));
    expect(all.body.total).toBe(units(71));
    // The reversal is booked today: today's level-1 bonus nets 50 − 15.
    const day = await api.get<LinearStatistics>('/api/client/linear/statistics?period=day');
    expect(day.body.levels[0]?.bonus).toBe(units(35));
  });

  it('refuses an unknown period and a missing token', async () => {
    expect((await api.get('/api/client/linear/statistics?period=decade')).status).toBe(422);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/client/linear/statistics' });
    expect(anonymous.statusCode).toBe(401);
  });
});
