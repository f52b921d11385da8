import { units, type CareerProgress } from 'shared-api/contract';
import { apiAs, type Api } from '../../../testing/api';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createPackage } from '../../../testing/packages';
import type { TestApp } from '../../../testing/test-app';
import {
  buyPackage,
  createNetworkTestApp,
  partnerUnder,
  sponsorChain,
  tokenOf,
} from '../../network/testing/network-test-kit';

let t: TestApp;
let api: Api;
const gtc = (whole: number) => units(whole);
const at = (iso: string) => new Date(iso);
const seriesOf = async (period: string) => {
  const res = await api.get<CareerProgress>(`/api/client/career/progress?period=${period}`);
  expect(res.status).toBe(200);
  return res.body.series;
};

/**
 * Today is Wednesday 20 May 2026. The caller buys in April; below them A (line 1) buys in March
 * and today, A's partner (line 2) yesterday; a partner on line 6, past the 5 career lines, today;
 * the caller's sponsor (above, not theirs) today too.
 */
beforeAll(async () => {
  t = await createNetworkTestApp();
  t.clock.set('2026-05-20T10:00:00Z');
  const price = async (whole: number) =>
    (await createPackage(t.db, { price: BigInt(units(whole)) })).id;
  const sponsor = await partnerUnder(t.db, null);
  const caller = await partnerUnder(t.db, sponsor.id);
  const a = await partnerUnder(t.db, caller.id);
  const a1 = await partnerUnder(t.db, a.id);
  const [, , , line6] = await sponsorChain(t.db, 4, a1.id); // lines 3..6
  await buyPackage(t, caller.id, await price(100), at('2026-04-02T00:00:00Z'));
  await buyPackage(t, a.id, await price(300), at('2026-03-05T00:00:00Z'));
  await buyPackage(t, a1.id, await price(200), at('2026-05-19T12:00:00Z'));
  await buyPackage(t, a.id, await price(1_000), at('2026-05-20T08:00:00Z'));
  await buyPackage(t, line6!.id, await price(700), at('2026-05-20T09:00:00Z'));
  await buyPackage(t, sponsor.id, await price(900), at('2026-05-20T09:30:00Z'));
  api = apiAs(t.app, await tokenOf(t, caller.id));
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

describe('GET /api/client/career/progress?period: the chart', () => {
  it('sums own and structure (5 lines) purchases per day of the week', async () => {
    expect(await seriesOf('week')).toEqual({
      bucket: 'day',
      points: [
        { date: '2026-05-18', personal: '0', structure: '0' },
        { date: '2026-05-19', personal: '0', structure: gtc(200) },
        { date: '2026-05-20', personal: '0', structure: gtc(1_000) },
      ],
    });
  });

  it('per month for the year and all time, from the first purchase', async () => {
    const year = await seriesOf('year');
    expect(year.bucket).toBe('month');
    expect(year.points.map((p) => p.date)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
    ]);
    expect((await seriesOf('all')).points).toEqual([
      { date: '2026-03-01', personal: '0', structure: gtc(300) },
      { date: '2026-04-01', personal: gtc(100), structure: '0' },
      { date: '2026-05-01', personal: '0', structure: gtc(1_200) },
    ]);
  });

  it('defaults to the month and refuses an unknown period', async () => {
    const res = await api.get<CareerProgress>('/api/client/career/progress');
    expect(res.body.series.points).toHaveLength(20);
    expect((await api.get('/api/client/career/progress?period=decade')).status).toBe(422);
  });
});
