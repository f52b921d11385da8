import { eq, sql } from 'drizzle-orm';
import type { PartnerPackage } from 'shared-api/contract';
import { DAY } from '../../../clock';
import { partnerPackages } from '../../../db/schema';
import { untilWaitingForLocks } from '../../../testing/lock-waiters';
import { apiAs } from '../../../testing/api';
import { clientLogin, createPartner } from '../../../testing/fixtures';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { creditPartner } from '../../../testing/money';
import { itOnPostgres } from '../../../testing/on-postgres';
import { catalogueLookup } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { bookAccruals } from '../book-accruals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// The accrual job's batch holds the package (claimed at its own, later `now`) while an upgrade
// sent just before the next accrual was due waits for it.
itOnPostgres(
  'an upgrade waiting for an accrual batch takes effect after what it paid',
  async () => {
    const basic = await catalogueLookup(t.db, 'Basic');
    const standard = await catalogueLookup(t.db, 'Standard');
    const p = await createPartner(t.db, { active: false });
    await creditPartner(t.db, p.id, standard.price, 'GTC', t.clock.now());
    const api = apiAs(t.app, await clientLogin(t.app, p.login, p.password ?? ''));
    const buy = { packageId: basic.id, acceptOffer: true, acceptPrivacy: true };
    const bought = await api.post<PartnerPackage>('/api/client/packages/purchase', buy);
    expect(bought.status).toBe(201);
    const id = bought.body.id;
    t.clock.advance(DAY - 1000); // accrual 1 is due in a second

    let upgrade: Promise<{ status: number }> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from partner_packages where id = ${id} for update`);
      upgrade = api.post('/api/client/packages/upgrade', {
        partnerPackageId: id,
        packageId: standard.id,
        acceptOffer: true,
        acceptPrivacy: true,
      });
      await untilWaitingForLocks(t.db, 1);
      // The batch's time is the clock's when it ran, after the upgrade came.
      t.clock.advance(2000);
      await bookAccruals(tx, [{ id }], t.clock.now(), DAY);
    });
    expect((await upgrade)?.status).toBe(201);
    const [old] = await t.db.select().from(partnerPackages).where(eq(partnerPackages.id, id));
    const [fresh] = await t.db
      .select()
      .from(partnerPackages)
      .where(eq(partnerPackages.upgradedFromId, id));
    expect(old?.accrualsDone).toBe(1);
    // Accrual 1 was due after the upgrade's instant: the new schedule may not start before it.
    const paidUntil = (old?.activatedAt.getTime() ?? 0) + DAY;
    expect(fresh?.activatedAt.getTime()).toBeGreaterThanOrEqual(paidUntil);
    expect(await ledgerViolations(t.db)).toEqual([]);
  },
);
