import { eq, like } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import { HOUR } from '../../../clock';
import { ledgerTransactions, partnerPackages } from '../../../db/schema';
import { apiAs } from '../../../testing/api';
import { creditPartner } from '../../../testing/money';
import { adminLogin, clientLogin, createAdmin, createPartner } from '../../../testing/fixtures';
import { catalogueLookup, createActivePackage, createPackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { DEFAULT_FINANCE_SETTINGS } from '../../settings/finance-settings';
import { runAccruals } from '../accrual-job';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/**
 * Runs `act` with `save` slipped in first: it commits as the first transaction `act` opens is
 * about to start, after whatever `act` read before it. Fails unless the save did run.
 */
async function withSaveBeforeFirstTransaction(
  save: () => Promise<void>,
  act: () => Promise<void>,
): Promise<void> {
  const transaction = t.db.transaction.bind(t.db);
  let raced = false;
  jest.spyOn(t.db, 'transaction').mockImplementation(async (...args: unknown[]) => {
    if (!raced) {
      raced = true;
      await save();
    }
    return (transaction as (...a: unknown[]) => Promise<unknown>)(...args);
  });
  try {
    await act();
  } finally {
    jest.restoreAllMocks();
  }
  expect(raced).toBe(true);
}

/** The natural keys of the accruals booked for a partner package. */
async function bookedAccrualKeys(partnerPackageId: number): Promise<string[]> {
  const booked = await t.db
    .select({ key: ledgerTransactions.naturalKey })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.naturalKey, `accrual:${partnerPackageId}:%`));
  return booked.map((b) => b.key ?? '');
}

describe('the accrual job against a finance save changing the interval', () => {
  it('books by the interval of the schedule it claims, not one read before the save committed', async () => {
    const chief = await createAdmin(t.db, {
      permissions: ['view-transactions', 'update-transactions'],
    });
    const pkg = await createPackage(t.db, { periodDays: 10 });
    const partner = await createPartner(t.db, { active: false });
    const start = t.clock.now().getTime();
    const bought = await createActivePackage(t.db, partner.id, {
      packageId: pkg.id,
      at: new Date(start),
    });
    // 48 h later, at 24 h: accruals 1 and 2 are due. The admin saves 48 h: only accrual 1 is.
    t.clock.set(new Date(start + 48 * HOUR));
    const admin = apiAs(t.app, await adminLogin(t.app, chief.login, chief.password));
    const longer = structuredClone(DEFAULT_FINANCE_SETTINGS);
    longer.packages.accrualIntervalHours = 48;
    // The save commits after the job read the interval and before its batch claims the package.
    await withSaveBeforeFirstTransaction(
      async () => {
        expect((await admin.put('/api/admin/settings/finance', longer)).status).toBe(200);
      },
      async () => {
        await runAccruals(t.db, t.clock.now());
      },
    );
    expect(await bookedAccrualKeys(bought.id)).toEqual([`accrual:${bought.id}:1`]);
    const [row] = await t.db
      .select()
      .from(partnerPackages)
      .where(eq(partnerPackages.id, bought.id));
    expect(row?.nextAccrualAt?.getTime()).toBe(start + 2 * 48 * HOUR);
  });

  it('an upgrade books the due accruals of the old package by the interval of its schedule', async () => {
    const basic = await catalogueLookup(t.db, 'Basic');
    const standard = await catalogueLookup(t.db, 'Standard');
    const partner = await createPartner(t.db, { active: false });
    await creditPartner(t.db, partner.id, units(1_000), 'GTC', t.clock.now());
    const me = apiAs(t.app, await clientLogin(t.app, partner.login, partner.password ?? ''));
    const consents = { acceptOffer: true, acceptPrivacy: true };
    const bought = await me.post<{ id: number }>('/api/client/packages/purchase', {
      packageId: basic.id,
      ...consents,
    });
    expect(bought.status).toBe(201);
    const start = t.clock.now().getTime();
    t.clock.set(new Date(start + 48 * HOUR));
    const chief = await createAdmin(t.db, {
      permissions: ['view-transactions', 'update-transactions'],
    });
    const admin = apiAs(t.app, await adminLogin(t.app, chief.login, chief.password));
    const interval = (hours: number) => {
      const next = structuredClone(DEFAULT_FINANCE_SETTINGS);
      next.packages.accrualIntervalHours = hours;
      return next;
    };
    expect((await admin.put('/api/admin/settings/finance', interval(24))).status).toBe(200);
    // The save of 48 h commits after the upgrade read the interval, before its transaction.
    await withSaveBeforeFirstTransaction(
      async () => {
        expect((await admin.put('/api/admin/settings/finance', interval(48))).status).toBe(200);
      },
      async () => {
        const res = await me.post('/api/client/packages/upgrade', {
          partnerPackageId: bought.body.id,
          packageId: standard.id,
          ...consents,
        });
        expect(res.status).toBe(201);
      },
    );
    expect(await bookedAccrualKeys(bought.body.id)).toEqual([`accrual:${bought.body.id}:1`]);
  });
});
