import { and, eq } from 'drizzle-orm';
import {
  units,
  type EarningsCalendarDay,
  type InvestmentPackage,
  type PartnerPackage,
} from 'shared-api/contract';
import { DAY, HOUR } from '../../../clock';
import { clientLogs, partnerLogs, partnerPackages, partners } from '../../../db/schema';
import { apiAs, newKey, type Api } from '../../../testing/api';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { clientLogin, createPartner } from '../../../testing/fixtures';
import { creditPartner } from '../../../testing/money';
import { catalogueLookup, createPackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { partnerBalance } from '../../ledger/accounts';
import { runAccruals } from '../accrual-job';
import type { PackageRow } from '../package-view';

let t: TestApp;
let basic: PackageRow;
let standard: PackageRow;

beforeAll(async () => {
  t = await createTestApp();
  basic = await catalogueLookup(t.db, 'Basic');
  standard = await catalogueLookup(t.db, 'Standard');
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

/** A signed-in partner (inactive, no package yet) with `gtc` whole GTC in the wallet. */
async function partnerWith(gtc: number): Promise<{ id: number; api: Api }> {
  const p = await createPartner(t.db, { active: false });
  if (gtc > 0) await creditPartner(t.db, p.id, units(gtc), 'GTC', t.clock.now());
  return { id: p.id, api: apiAs(t.app, await clientLogin(t.app, p.login, p.password ?? '')) };
}

const buy = (packageId: number) => ({ packageId, acceptOffer: true, acceptPrivacy: true });
const gtc = (id: number) => partnerBalance(t.db, id, 'GTC');
const rowsOf = (partnerId: number) =>
  t.db
    .select()
    .from(partnerPackages)
    .where(eq(partnerPackages.partnerId, partnerId))
    .orderBy(partnerPackages.id);

describe('client packages', () => {
  it('lists only active catalogue packages, without sold counts', async () => {
    const hidden = await createPackage(t.db, { status: 'inactive' });
    const { api } = await partnerWith(0);
    const res = await api.get<{ items: InvestmentPackage[] }>('/api/client/packages');
    expect(res.status).toBe(200);
    expect(res.body.items.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Start', 'Basic', 'Standard', 'Advanced', 'Premium', 'Elite']),
    );
    expect(res.body.items.map((p) => p.id)).not.toContain(hidden.id);
    expect(res.body.items.every((p) => p.soldCount === 0 && p.status === 'active')).toBe(true);
  });

  it('buys a package: debits GTC, records consents, logs, activates the partner', async () => {
    const { id, api } = await partnerWith(800);
    const now = t.clock.now();
    const res = await api.post<PartnerPackage>('/api/client/packages/purchase', buy(basic.id));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      package: { id: basic.id, name: 'Basic', price: units(500), dailyIncomeBp: 45 },
      status: 'active',
      paid: units(500),
      purchasedAt: now.toISOString(),
      activatedAt: now.toISOString(),
      finishAt: new Date(now.getTime() + 300 * DAY).toISOString(),
      accrualsDone: 0,
      accrualsTotal: 300,
      remainingDays: 300,
      nextCreditAt: new Date(now.getTime() + DAY).toISOString(),
      nextCreditAmount: '2250000',
      totalEarned: '0',
      totalIncome: units(675),
    });
    expect(await gtc(id)).toBe(BigInt(units(300)));
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ offerAcceptedAt: now, privacyAcceptedAt: now });
    const [log] = await t.db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.partnerId, id), eq(clientLogs.action, 'package-purchased')));
    expect(log?.details).toMatchObject({ partnerPackageId: res.body.id, amount: units(500) });
    const [partner] = await t.db.select().from(partners).where(eq(partners.id, id));
    expect(partner?.active).toBe(true);
    const status = await t.db
      .select()
      .from(partnerLogs)
      .where(and(eq(partnerLogs.partnerId, id), eq(partnerLogs.action, 'status-changed')));
    expect(status.map((s) => [s.actorKind, s.after])).toEqual([['partner', { active: true }]]);
  });

  it('answers a retry with the first result and books once; another body on the key is 422', async () => {
    const { id, api } = await partnerWith(1_000);
    const key = newKey();
    const first = await api.post('/api/client/packages/purchase', buy(basic.id), key);
    const again = await api.post('/api/client/packages/purchase', buy(basic.id), key);
    expect(again).toEqual(first);
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await gtc(id)).toBe(BigInt(units(500)));
    const other = await api.post('/api/client/packages/purchase', buy(standard.id), key);
    expect(other.status).toBe(422);
    expect(other.body.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const keyless = await api.post('/api/client/packages/purchase', buy(basic.id), null);
    expect(keyless.status).toBe(400);
    expect(keyless.body.error?.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('refuses short funds (409), an unavailable package and missing consent (422)', async () => {
    const { id, api } = await partnerWith(400);
    const short = await api.post('/api/client/packages/purchase', buy(basic.id));
    expect(short.status).toBe(409);
    expect(short.body.error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amount: 'insufficientFunds' },
    });
    const inactive = await createPackage(t.db, { status: 'inactive' });
    for (const packageId of [inactive.id, 999_999]) {
      const res = await api.post('/api/client/packages/purchase', buy(packageId));
      expect(res.status).toBe(422);
      expect(res.body.error?.fields).toEqual({ packageId: 'packageUnavailable' });
    }
    const noConsent = await api.post('/api/client/packages/purchase', {
      packageId: basic.id,
      acceptOffer: false,
    });
    expect(noConsent.status).toBe(422);
    expect(noConsent.body.error?.fields).toEqual({
      acceptOffer: 'consentRequired',
      acceptPrivacy: 'consentRequired',
    });
    expect(await rowsOf(id)).toEqual([]);
    expect(await gtc(id)).toBe(BigInt(units(400)));
  });

  it('upgrades for the difference: due accruals kept, old row upgraded, schedule restarts', async () => {
    const { id, api } = await partnerWith(1_000);
    const bought = await api.post<PartnerPackage>('/api/client/packages/purchase', buy(basic.id));
    const purchasedAt = t.clock.now();
    t.clock.advance(2 * DAY + HOUR);
    const upgradedAt = t.clock.now();
    const res = await api.post<PartnerPackage>('/api/client/packages/upgrade', {
      partnerPackageId: bought.body.id,
      ...buy(standard.id),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      package: { id: standard.id, price: units(1_000) },
      status: 'active',
      paid: units(1_000),
      purchasedAt: purchasedAt.toISOString(),
      activatedAt: upgradedAt.toISOString(),
      accrualsDone: 0,
      accrualsTotal: 310,
      nextCreditAt: new Date(upgradedAt.getTime() + DAY).toISOString(),
      nextCreditAmount: units(5),
    });
    // 1 000 − 500 paid, − 500 difference, + 2 accruals of 2.25 booked before the upgrade.
    expect(await gtc(id)).toBe(4_500_000n);
    const [old, current] = await rowsOf(id);
    expect(old).toMatchObject({ status: 'upgraded', accrualsDone: 2, nextAccrualAt: null });
    expect(current).toMatchObject({ id: res.body.id, upgradedFromId: old?.id });

    const mine = await api.get<{ items: PartnerPackage[] }>('/api/client/my-packages');
    expect(mine.body.items.map((p) => [p.id, p.status, p.totalEarned])).toEqual([
      [res.body.id, 'active', '0'],
      [bought.body.id, 'upgraded', '4500000'],
    ]);

    // The new schedule: nothing 23 h after the upgrade, accrual 1 at 24 h; the old row is done.
    t.clock.set(new Date(upgradedAt.getTime() + 23 * HOUR));
    await runAccruals(t.db, t.clock.now());
    expect((await rowsOf(id)).map((r) => r.accrualsDone)).toEqual([2, 0]);
    t.clock.set(new Date(upgradedAt.getTime() + DAY));
    await runAccruals(t.db, t.clock.now());
    expect((await rowsOf(id)).map((r) => r.accrualsDone)).toEqual([2, 1]);
    const [log] = await t.db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.partnerId, id), eq(clientLogs.action, 'package-upgraded')));
    expect(log?.details).toMatchObject({
      fromPartnerPackageId: bought.body.id,
      amount: units(500),
    });
  });

  it('refuses upgrades that are not higher, of another partner, of an upgraded row, or short', async () => {
    const { id, api } = await partnerWith(1_200);
    const first = await api.post<PartnerPackage>('/api/client/packages/purchase', buy(basic.id));
    const up = (partnerPackageId: number, packageId: number) =>
      api.post('/api/client/packages/upgrade', { partnerPackageId, ...buy(packageId) });

    const start = await catalogueLookup(t.db, 'Start');
    for (const target of [start.id, basic.id]) {
      const res = await up(first.body.id, target);
      expect(res.status).toBe(422);
      expect(res.body.error?.fields).toEqual({ packageId: 'upgradeNotHigher' });
    }
    const stranger = await partnerWith(1_000);
    const theirs = await stranger.api.post<PartnerPackage>(
      '/api/client/packages/purchase',
      buy(basic.id),
    );
    expect((await up(theirs.body.id, standard.id)).status).toBe(404);

    const elite = await catalogueLookup(t.db, 'Elite');
    const short = await up(first.body.id, elite.id);
    expect(short.status).toBe(409);
    expect(short.body.error?.code).toBe('INSUFFICIENT_FUNDS');

    expect((await up(first.body.id, standard.id)).status).toBe(201);
    const again = await up(first.body.id, standard.id);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('INVALID_STATE');
    expect(await gtc(id)).toBe(BigInt(units(200)));
  });

  it('shows the earnings calendar: paid and future accruals within at most 100 days', async () => {
    t.clock.set('2026-06-10T08:00:00.000Z');
    const { api } = await partnerWith(500);
    const bought = await api.post<PartnerPackage>('/api/client/packages/purchase', buy(basic.id));
    t.clock.set('2026-06-13T09:00:00.000Z');
    await runAccruals(t.db, t.clock.now());

    const res = await api.get<{ items: EarningsCalendarDay[] }>(
      '/api/client/my-packages/calendar?from=2026-06-01&to=2026-06-15',
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((d) => [d.index, d.dueAt.slice(0, 10), d.paid])).toEqual([
      [1, '2026-06-11', true],
      [2, '2026-06-12', true],
      [3, '2026-06-13', true],
      [4, '2026-06-14', false],
      [5, '2026-06-15', false],
    ]);
    expect(res.body.items[0]).toMatchObject({
      partnerPackageId: bought.body.id,
      packageName: 'Basic',
      amount: '2250000',
    });
    const late = await api.get<{ items: EarningsCalendarDay[] }>(
      '/api/client/my-packages/calendar?from=2027-04-05&to=2027-04-10',
    );
    // Accrual 300, the last, is due 300 days after 2026-06-10 08:00: nothing after it.
    expect(late.body.items.map((d) => [d.index, d.dueAt])).toEqual([
      [299, '2027-04-05T08:00:00.000Z'],
      [300, '2027-04-06T08:00:00.000Z'],
    ]);
    const long = await api.get('/api/client/my-packages/calendar?from=2026-01-01&to=2026-04-11');
    expect(long.status).toBe(422);
    expect(long.body.error?.fields).toEqual({ to: 'invalidDate' });
    const backwards = await api.get(
      '/api/client/my-packages/calendar?from=2026-06-02&to=2026-06-01',
    );
    expect(backwards.status).toBe(422);
    const hundred = await api.get('/api/client/my-packages/calendar?from=2026-01-01&to=2026-04-10');
    expect(hundred.status).toBe(200);
  });
});
