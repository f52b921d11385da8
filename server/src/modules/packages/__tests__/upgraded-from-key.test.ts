import { sql } from 'drizzle-orm';
import type { OpenDb } from '../../../db/open-db';
import { uniqueViolation } from '../../../db/unique-violation';
import { queryRows } from '../../ledger/sql-rows';
import { createPartner } from '../../../testing/fixtures';
import { createActivePackage, createPackage } from '../../../testing/packages';
import { openTestDb } from '../../../testing/test-db';

let opened: OpenDb;
beforeAll(async () => {
  opened = await openTestDb();
});
afterAll(() => opened?.close());

/** A copy of `from` as a new row upgraded from `upgradedFrom` (only the key is under test). */
const copy = async (from: number, upgradedFrom: number | null) =>
  opened.db.execute(sql`insert into partner_packages (partner_id, package_id, upgraded_from_id,
      status, price, paid, daily_income_bp, period_days, additional_days, daily_amount,
      accruals_total, linear_levels, binary_daily_limit, purchased_at, activated_at,
      offer_accepted_at, privacy_accepted_at, transaction_id)
    select partner_id, package_id, ${upgradedFrom}, 'active', price, paid, daily_income_bp,
      period_days, additional_days, daily_amount, accruals_total, linear_levels,
      binary_daily_limit, purchased_at, activated_at, offer_accepted_at, privacy_accepted_at,
      transaction_id
    from partner_packages where id = ${from}`);

describe('partner_packages_upgraded_from_key (partial since migration 0012)', () => {
  it('lets a package be upgraded once, and any number of packages upgrade none', async () => {
    const partner = await createPartner(opened.db);
    const pkg = await createPackage(opened.db);
    const bought = await createActivePackage(opened.db, partner.id, {
      packageId: pkg.id,
      at: new Date('2026-03-01T00:00:00Z'),
    });
    await copy(bought.id, null);
    await copy(bought.id, null);
    await copy(bought.id, bought.id);
    const second = await copy(bought.id, bought.id).then(
      () => null,
      (error: unknown) => uniqueViolation(error),
    );
    expect(second).toBe('partner_packages_upgraded_from_key');
  });

  it('holds no entry for a package that upgraded none', async () => {
    const [index] = await queryRows<{ indexdef: string }>(
      opened.db,
      sql`select indexdef from pg_indexes where indexname = 'partner_packages_upgraded_from_key'`,
    );
    expect(index?.indexdef).toMatch(/WHERE \(?upgraded_from_id IS NOT NULL\)?/i);
  });
});
