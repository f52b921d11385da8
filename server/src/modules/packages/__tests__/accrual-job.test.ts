import { and, eq, like } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import { DAY, HOUR, MINUTE } from '../../../clock';
import { ledgerTransactions, partnerLogs, partnerPackages, partners } from '../../../db/schema';
import { expectLedgerBalanced } from '../../../testing/expect-ledger';
import { createPartner } from '../../../testing/fixtures';
import { createActivePackage, createPackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { partnerBalance } from '../../ledger/accounts';
import { accrualJob, runAccruals } from '../accrual-job';
import type { PackageRow } from '../package-view';

let t: TestApp;
let tenDays: PackageRow;
const DAILY = BigInt(units(100)) / 200n; // 0.5 % of 100 GTC

beforeAll(async () => {
  t = await createTestApp();
  tenDays = await createPackage(t.db, { periodDays: 10 });
});
afterAll(() => t?.close());
afterEach(() => expectLedgerBalanced(t.db));

const accrualsOf = (partnerPackageId: number) =>
  t.db
    .select({ key: ledgerTransactions.naturalKey, details: ledgerTransactions.details })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.naturalKey, `accrual:${partnerPackageId}:%`))
    .orderBy(ledgerTransactions.id);

const packageRow = async (id: number) => {
  const [row] = await t.db.select().from(partnerPackages).where(eq(partnerPackages.id, id));
  if (!row) throw new Error('no partner package');
  return row;
};

/** A partner holding a fresh package bought now (its price credited, then debited). */
async function holder(pkg: PackageRow = tenDays) {
  const partner = await createPartner(t.db, { active: false });
  const row = await createActivePackage(t.db, partner.id, { packageId: pkg.id, at: t.clock.now() });
  return { partner, row };
}

describe('accrual job', () => {
  it('books nothing before 24 h, then accrual 1 at exactly 24 h into the GTC wallet', async () => {
    const { partner, row } = await holder();
    const start = t.clock.now().getTime();
    expect(await partnerBalance(t.db, partner.id, 'GTC')).toBe(0n);

    t.clock.set(new Date(start + DAY - MINUTE));
    expect(await runAccruals(t.db, t.clock.now())).toBe(0);
    expect(await accrualsOf(row.id)).toEqual([]);

    t.clock.set(new Date(start + DAY));
    expect(await runAccruals(t.db, t.clock.now())).toBe(1);
    expect(await accrualsOf(row.id)).toEqual([
      {
        key: `accrual:${row.id}:1`,
        details: { partnerPackageId: row.id, packageName: tenDays.name, index: 1, total: 10 },
      },
    ]);
    expect(await partnerBalance(t.db, partner.id, 'GTC')).toBe(DAILY);
    const after = await packageRow(row.id);
    expect(after).toMatchObject({ accrualsDone: 1, status: 'active' });
    expect(after.nextAccrualAt?.getTime()).toBe(start + 2 * DAY);
  });

  it('catches up 5 days at once, exactly 5, and never again when run twice', async () => {
    const { partner, row } = await holder();
    t.clock.advance(5 * DAY + 3 * HOUR);
    // The first test's package is due too (5 more): the job books both, each once.
    expect(await accrualJob.run({ db: t.db, clock: t.clock, config: t.config })).toBe(10);
    expect(await runAccruals(t.db, t.clock.now())).toBe(0);
    expect((await accrualsOf(row.id)).map((a) => a.key)).toEqual(
      [1, 2, 3, 4, 5].map((k) => `accrual:${row.id}:${k}`),
    );
    expect(await partnerBalance(t.db, partner.id, 'GTC')).toBe(5n * DAILY);
    expect((await packageRow(row.id)).accrualsDone).toBe(5);
  });

  it('books each accrual once when runs overlap, across several batches', async () => {
    const holders = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => holder()));
    t.clock.advance(3 * DAY);
    const booked = await Promise.all([
      runAccruals(t.db, t.clock.now(), 2),
      runAccruals(t.db, t.clock.now(), 3),
      runAccruals(t.db, t.clock.now(), 2),
    ]);
    // Earlier tests' packages are due too: count this test's own accruals.
    for (const h of holders) {
      expect((await accrualsOf(h.row.id)).length).toBe(3);
      expect(await partnerBalance(t.db, h.partner.id, 'GTC')).toBe(3n * DAILY);
    }
    expect(booked.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(7 * 3);
    expect(await runAccruals(t.db, t.clock.now())).toBe(0);
  });

  it('finishes the package after its last accrual and makes the partner inactive (logged)', async () => {
    const short = await createPackage(t.db, { periodDays: 2, additionalDays: 1 });
    const { partner, row } = await holder(short);
    const [before] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(before?.active).toBe(true);

    t.clock.advance(30 * DAY);
    await runAccruals(t.db, t.clock.now());
    const done = await packageRow(row.id);
    expect(done).toMatchObject({
      status: 'finished',
      accrualsDone: 3,
      nextAccrualAt: null,
      finishedAt: t.clock.now(),
    });
    expect((await accrualsOf(row.id)).length).toBe(3);
    const [after] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(after?.active).toBe(false);
    const logs = await t.db
      .select()
      .from(partnerLogs)
      .where(and(eq(partnerLogs.partnerId, partner.id), eq(partnerLogs.action, 'status-changed')))
      .orderBy(partnerLogs.id);
    expect(logs.map((l) => [l.actorKind, l.after])).toEqual([
      ['partner', { active: true }],
      ['system', { active: false }],
    ]);
  });

  it('keeps a partner active while another package still runs', async () => {
    const short = await createPackage(t.db, { periodDays: 1 });
    const { partner } = await holder(short);
    await createActivePackage(t.db, partner.id, { packageId: tenDays.id, at: t.clock.now() });
    t.clock.advance(2 * DAY);
    await runAccruals(t.db, t.clock.now());
    const [after] = await t.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(after?.active).toBe(true);
  });
});
