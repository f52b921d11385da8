import { eq } from 'drizzle-orm';
import type { PartnerPackage } from 'shared-api/contract';
import { DAY } from '../../../clock';
import { packages, partnerPackages } from '../../../db/schema';
import { untilWaitingForLocks } from '../../../testing/lock-waiters';
import { apiAs, newKey, type Api } from '../../../testing/api';
import { clientLogin, createPartner } from '../../../testing/fixtures';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { creditPartner } from '../../../testing/money';
import { itOnPostgres } from '../../../testing/on-postgres';
import { catalogueLookup, createPackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { partnerBalance } from '../../ledger/accounts';
import { runAccruals } from '../accrual-job';
import type { PackageRow } from '../package-view';

let t: TestApp;
let basic: PackageRow;
let standard: PackageRow;
let advanced: PackageRow;

beforeAll(async () => {
  t = await createTestApp();
  basic = await catalogueLookup(t.db, 'Basic');
  standard = await catalogueLookup(t.db, 'Standard');
  advanced = await catalogueLookup(t.db, 'Advanced');
});
afterAll(() => t?.close());
afterEach(async () => expect(await ledgerViolations(t.db)).toEqual([]));

async function partnerWith(gtc: bigint, sponsorId?: number): Promise<{ id: number; api: Api }> {
  const p = await createPartner(t.db, { active: false, sponsorId: sponsorId ?? null });
  if (gtc > 0n) await creditPartner(t.db, p.id, gtc, 'GTC', t.clock.now());
  return { id: p.id, api: apiAs(t.app, await clientLogin(t.app, p.login, p.password ?? '')) };
}
const buy = (packageId: number) => ({ packageId, acceptOffer: true, acceptPrivacy: true });
const up = (partnerPackageId: number, packageId: number) => ({
  partnerPackageId,
  packageId,
  acceptOffer: true,
  acceptPrivacy: true,
});
const gtc = (id: number) => partnerBalance(t.db, id, 'GTC');
const rowsOf = (partnerId: number) =>
  t.db.select().from(partnerPackages).where(eq(partnerPackages.partnerId, partnerId));

describe('package purchases and upgrades under concurrency', () => {
  itOnPostgres('one key sent twice at once books once and answers the same package', async () => {
    const p = await partnerWith(basic.price * 3n);
    const key = newKey();
    const [a, b] = await Promise.all([
      p.api.post<PartnerPackage>('/api/client/packages/purchase', buy(basic.id), key),
      p.api.post<PartnerPackage>('/api/client/packages/purchase', buy(basic.id), key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await rowsOf(p.id)).toHaveLength(1);
    expect(await gtc(p.id)).toBe(basic.price * 2n);
  });

  itOnPostgres('exactly the balance from two tabs buys once, the other is 409', async () => {
    const p = await partnerWith(basic.price);
    const res = await Promise.all([
      p.api.post('/api/client/packages/purchase', buy(basic.id)),
      p.api.post('/api/client/packages/purchase', buy(basic.id)),
    ]);
    expect(res.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await rowsOf(p.id)).toHaveLength(1);
    expect(await gtc(p.id)).toBe(0n);
  });

  itOnPostgres(
    'two upgrades of one package with different keys: one pays, one is refused',
    async () => {
      const sponsor = await partnerWith(standard.price);
      await sponsor.api.post('/api/client/packages/purchase', buy(standard.id));
      const p = await partnerWith(basic.price + 2n * (advanced.price - basic.price), sponsor.id);
      const bought = await p.api.post<PartnerPackage>(
        '/api/client/packages/purchase',
        buy(basic.id),
      );
      const before = await gtc(sponsor.id);
      const res = await Promise.all([
        p.api.post('/api/client/packages/upgrade', up(bought.body.id, advanced.id)),
        p.api.post('/api/client/packages/upgrade', up(bought.body.id, standard.id)),
      ]);
      expect(res.map((r) => r.status).sort()).toEqual([201, 409]);
      const rows = await rowsOf(p.id);
      expect(rows.filter((r) => r.status === 'active')).toHaveLength(1);
      const active = rows.find((r) => r.status === 'active');
      const paid = (active?.price ?? 0n) - basic.price;
      expect(await gtc(p.id)).toBe(2n * (advanced.price - basic.price) - paid);
      // the sponsor's 5 % of the difference, once
      expect((await gtc(sponsor.id)) - before).toBe((paid * 5n) / 100n);
    },
  );

  itOnPostgres('an upgrade racing the accrual job books each accrual once', async () => {
    const p = await partnerWith(basic.price + (standard.price - basic.price));
    const bought = await p.api.post<PartnerPackage>('/api/client/packages/purchase', buy(basic.id));
    t.clock.advance(3 * DAY + 1000);
    const [upgraded] = await Promise.all([
      p.api.post('/api/client/packages/upgrade', up(bought.body.id, standard.id)),
      runAccruals(t.db, t.clock.now()),
    ]);
    expect(upgraded.status).toBe(201);
    const old = (await rowsOf(p.id)).find((r) => r.id === bought.body.id);
    expect(old?.status).toBe('upgraded');
    expect(old?.accrualsDone).toBe(3);
    expect(await gtc(p.id)).toBe(3n * (old?.dailyAmount ?? 0n));
  });

  itOnPostgres(
    'a purchase racing an upgrade with money for one: one books, one is 409',
    async () => {
      const p = await partnerWith(basic.price);
      const held = await p.api.post<PartnerPackage>('/api/client/packages/purchase', buy(basic.id));
      expect(held.status).toBe(201);
      const difference = standard.price - basic.price;
      await creditPartner(t.db, p.id, difference, 'GTC', t.clock.now());
      const res = await Promise.all([
        p.api.post('/api/client/packages/upgrade', up(held.body.id, standard.id)),
        p.api.post('/api/client/packages/purchase', buy(basic.id)),
      ]);
      expect(res.map((r) => r.status).sort()).toEqual([201, 409]);
      const spent = res[0]?.status === 201 ? difference : basic.price;
      expect(await gtc(p.id)).toBe(difference - spent);
    },
  );

  itOnPostgres('an upgrade racing the expiry pays every accrual once and refuses', async () => {
    const short = await createPackage(t.db, { price: basic.price, periodDays: 3 });
    const p = await partnerWith(short.price + standard.price);
    const bought = await p.api.post<PartnerPackage>('/api/client/packages/purchase', buy(short.id));
    expect(bought.status).toBe(201);
    t.clock.advance(3 * DAY + 1000);
    const [upgraded] = await Promise.all([
      p.api.post('/api/client/packages/upgrade', up(bought.body.id, standard.id)),
      runAccruals(t.db, t.clock.now()),
    ]);
    expect([upgraded.status, upgraded.body.error?.code]).toEqual([409, 'INVALID_STATE']);
    await runAccruals(t.db, t.clock.now());
    const [row] = await rowsOf(p.id);
    expect([row?.status, row?.accrualsDone]).toEqual(['finished', 3]);
    expect(await gtc(p.id)).toBe(standard.price + 3n * (row?.dailyAmount ?? 0n));
  });

  itOnPostgres(
    'a price change committed while a purchase is in flight: it pays what it stores',
    async () => {
      const pkg = await createPackage(t.db, { price: basic.price });
      const p = await partnerWith(basic.price * 3n);
      let bought: Promise<{ status: number; body: PartnerPackage }> | undefined;
      await t.db.transaction(async (tx) => {
        await tx
          .update(packages)
          .set({ price: basic.price * 2n })
          .where(eq(packages.id, pkg.id));
        bought = p.api.post<PartnerPackage>('/api/client/packages/purchase', buy(pkg.id));
        // The purchase reads the catalogue without waiting for this change: time to get that far.
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const res = await bought;
      expect(res?.status).toBe(201);
      const [row] = await rowsOf(p.id);
      expect(row?.paid).toBe(row?.price);
      expect(await gtc(p.id)).toBe(basic.price * 3n - (row?.price ?? 0n));
    },
  );

  itOnPostgres('a purchase of a package being deleted is 422 and moves nothing', async () => {
    const pkg = await createPackage(t.db, { price: basic.price });
    const p = await partnerWith(basic.price);
    let bought: Promise<{ status: number; body: PartnerPackage }> | undefined;
    await t.db.transaction(async (tx) => {
      await tx
        .select({ id: packages.id })
        .from(packages)
        .where(eq(packages.id, pkg.id))
        .for('update');
      await tx.delete(packages).where(eq(packages.id, pkg.id));
      bought = p.api.post<PartnerPackage>('/api/client/packages/purchase', buy(pkg.id));
      await untilWaitingForLocks(t.db, 1);
    });
    expect((await bought)?.status).toBe(422);
    expect(await rowsOf(p.id)).toHaveLength(0);
    expect(await gtc(p.id)).toBe(basic.price);
  });
});
