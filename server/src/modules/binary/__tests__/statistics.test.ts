import { units, type BinaryStatistics } from 'shared-api/contract';
import { apiAs, type Api } from '../../../testing/api';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createPartner } from '../../../testing/fixtures';
import type { TestApp } from '../../../testing/test-app';
import { tokenOf } from '../../network/testing/network-test-kit';
import { runBinaryClose } from '../close/close-job';
import { buy, createBinaryTestApp, place } from '../testing/binary-test-kit';

let t: TestApp;
let api: Api;
let b: { id: number };

const gtc = (whole: number) => units(whole);
const at = (iso: string) => new Date(iso);
const statistics = async (period: string) => {
  const res = await api.get<BinaryStatistics>(`/api/client/binary/statistics?period=${period}`);
  expect(res.status).toBe(200);
  return res.body;
};

/**
 * The caller (daily limit 50 GTC) has a (left) and b (right), both their own partners, and c, a's
 * partner, below a: spillover for the caller. Monday 9 March 2026 they buy; the close follows.
 */
beforeAll(async () => {
  t = await createBinaryTestApp();
  const monday = at('2026-03-09T10:00:00Z');
  t.clock.set(monday);
  const caller = await createPartner(t.db, { registeredAt: monday });
  const a = await createPartner(t.db, { sponsorId: caller.id, registeredAt: monday });
  b = await createPartner(t.db, { sponsorId: caller.id, registeredAt: monday });
  const c = await createPartner(t.db, { sponsorId: a.id, registeredAt: monday });
  await place(t.db, a.id, 'left', monday);
  await place(t.db, b.id, 'right', monday);
  await place(t.db, c.id, 'left', monday);
  await buy(t, caller.id, 500, { limit: 50 });
  await buy(t, a.id, 1_000);
  await buy(t, b.id, 300);
  await buy(t, c.id, 400);
  t.clock.set('2026-03-10T00:05:00Z');
  await runBinaryClose(t.db, t.clock.now());
  api = apiAs(t.app, await tokenOf(t, caller.id));
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

describe('GET /api/client/binary/statistics', () => {
  it('shows the legs, the spillover, the carry and the close paid today', async () => {
    await buy(t, b.id, 450, { at: at('2026-03-10T09:00:00Z') });
    t.clock.set('2026-03-10T12:00:00Z');
    expect(await statistics('day')).toEqual({
      leftVolume: gtc(1_400),
      rightVolume: gtc(750),
      smallerLeg: 'right',
      volumeWithoutSpillover: gtc(1_750),
      spilloverDifference: gtc(400),
      leftCount: 2,
      rightCount: 1,
      carryLeft: gtc(1_100),
      carryRight: gtc(450),
      earnings: gtc(30),
      notAccrued: '0',
      rewardLimit: gtc(50),
      projectedToday: gtc(45),
      limitState: 'approaching',
      closes: [{ date: '2026-03-09', matched: gtc(300), bonus: gtc(30), notAccrued: '0' }],
      // Last night's close of the 9th, charted on the day it was paid.
      series: { bucket: 'day', points: [{ date: '2026-03-10', bonus: gtc(30), notAccrued: '0' }] },
    });
  });

  it('shows the limit reached, then what the close did not accrue', async () => {
    await buy(t, b.id, 200, { at: at('2026-03-10T13:00:00Z') });
    expect(await statistics('day')).toMatchObject({
      projectedToday: gtc(65),
      limitState: 'reached',
    });

    t.clock.set('2026-03-11T00:05:00Z');
    await runBinaryClose(t.db, t.clock.now());
    expect(await statistics('day')).toMatchObject({
      earnings: gtc(50),
      notAccrued: gtc(15),
      projectedToday: '0',
      limitState: 'not-accrued',
      carryLeft: gtc(450),
      carryRight: '0',
      closes: [{ date: '2026-03-10', matched: gtc(650), bonus: gtc(50), notAccrued: gtc(15) }],
    });
  });

  it('sums the closes paid in the period', async () => {
    const week = await statistics('week');
    expect(week).toMatchObject({ earnings: gtc(80), notAccrued: gtc(15) });
    expect(week.closes.map((c) => c.date)).toEqual(['2026-03-10', '2026-03-09']);
    expect((await statistics('all')).earnings).toBe(gtc(80));
    expect((await api.get('/api/client/binary/statistics?period=decade')).status).toBe(422);
  });

  it('charts the period: a point per day of the week, per month for all time', async () => {
    expect((await statistics('week')).series).toEqual({
      bucket: 'day',
      points: [
        { date: '2026-03-09', bonus: '0', notAccrued: '0' },
        { date: '2026-03-10', bonus: gtc(30), notAccrued: '0' },
        { date: '2026-03-11', bonus: gtc(50), notAccrued: gtc(15) },
      ],
    });
    expect((await statistics('all')).series).toEqual({
      bucket: 'month',
      points: [{ date: '2026-03-01', bonus: gtc(80), notAccrued: gtc(15) }],
    });
  });

  it('answers zeros for a partner outside the tree', async () => {
    const outside = await createPartner(t.db, { sponsorId: b.id });
    const res = await apiAs(t.app, await tokenOf(t, outside.id)).get<BinaryStatistics>(
      '/api/client/binary/statistics?period=all',
    );
    expect(res.body).toMatchObject({
      leftVolume: '0',
      rightVolume: '0',
      smallerLeg: null,
      earnings: '0',
      rewardLimit: '0',
      limitState: 'ok',
      closes: [],
      series: { bucket: 'month', points: [{ date: '2026-03-01', bonus: '0', notAccrued: '0' }] },
    });
  });
});
