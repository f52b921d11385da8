import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { runAccruals } from '../modules/packages/accrual-job';
import type { Figure } from './transfers-bench';

export const BENCH_PARTNERS = 1_000;

/** When the bench's accruals are booked: 25 hours after every package was activated. */
export const BENCH_ACCRUAL_AT = new Date('2026-03-05T10:00:00Z');

/**
 * `count` active packages over 1 000 partners, all due at BENCH_ACCRUAL_AT (first accrual), the
 * packages table analysed.
 */
export async function seedDuePackages(db: Db, count: number): Promise<void> {
  const now = BENCH_ACCRUAL_AT;
  const activated = new Date(now.getTime() - 25 * 3_600_000).toISOString();
  await db.execute(sql`
    insert into partners (login, email, first_name, last_name, phone, partner_code, active, registered_at)
    select 'bench' || g, 'bench' || g || '@bench.test', 'Bench', 'Partner', '+10000000000',
           upper(lpad(to_hex(g), 8, '0')), true, ${activated}::timestamptz
    from generate_series(1, ${BENCH_PARTNERS}) g`);
  await db.execute(sql`
    insert into packages (name, price, daily_income_bp, period_days, additional_days, linear_levels,
                          binary_daily_limit, status, created_at, updated_at)
    values ('Bench', 1000000000, 50, 300, 0, 3, 500000000, 'active', ${activated}::timestamptz, ${activated}::timestamptz)`);
  await db.execute(sql`
    insert into ledger_transactions (kind, details, created_by_kind, created_at)
    values ('package-purchase', '{}', 'system', ${activated}::timestamptz)`);
  await db.execute(sql`
    insert into partner_packages (partner_id, package_id, status, price, paid, daily_amount,
      daily_income_bp, period_days, additional_days, accruals_total, accruals_done, linear_levels, binary_daily_limit, purchased_at, activated_at,
      next_accrual_at, offer_accepted_at, privacy_accepted_at, transaction_id)
    select p.id, (select id from packages where name = 'Bench'), 'active', 1000000000, 1000000000,
           5000000, 50, 300, 0, 300, 0, 3, 500000000, ${activated}::timestamptz, ${activated}::timestamptz,
           ${activated}::timestamptz + interval '24 hours', ${activated}::timestamptz,
           ${activated}::timestamptz, (select max(id) from ledger_transactions)
    from generate_series(1, ${count}) g
    join partners p on p.login = 'bench' || (1 + g % ${BENCH_PARTNERS})`);
  // Statistics, as autovacuum would gather on a table that grew this much.
  await db.execute(sql`analyze partner_packages`);
}

/**
 * The accrual job over `count` active packages that are all due (first accrual), spread over
 * 1 000 partners; beside it the bare baseline: the same transactions (their details too) and
 * entries as plain INSERT … SELECT into copies of the tables without indexes or constraints.
 */
export async function benchAccruals(db: Db, count: number): Promise<Figure[]> {
  const now = BENCH_ACCRUAL_AT;
  await seedDuePackages(db, count);
  const started = performance.now();
  const booked = await runAccruals(db, now);
  const jobMs = performance.now() - started;
  if (booked !== count) throw new Error(`the accrual job booked ${booked} of ${count}`);

  await db.execute(sql`create table bare_accrual_transactions (like ledger_transactions)`);
  await db.execute(sql`create table bare_accrual_entries (like ledger_entries)`);
  const bareStarted = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into bare_accrual_transactions (id, kind, natural_key, partner_id, details, created_by_kind, created_at)
      select g, 'accrual', 'accrual:' || g || ':1', 1 + g % ${BENCH_PARTNERS},
             jsonb_build_object('partnerPackageId', g, 'packageName', 'Bench', 'index', 1, 'total', 300),
             'system', ${now.toISOString()}::timestamptz
      from generate_series(1, ${count}) g`);
    await tx.execute(sql`
      insert into bare_accrual_entries (id, transaction_id, account_id, amount, created_at)
      select g * 2 + side, g, 1 + g % ${BENCH_PARTNERS}, case side when 0 then 5000000 else -5000000 end,
             ${now.toISOString()}::timestamptz
      from generate_series(1, ${count}) g, (values (0), (1)) s(side)`);
  });
  const bareMs = performance.now() - bareStarted;
  return [
    { what: `accrual job, ${count.toLocaleString('en')} due packages`, ms: jobMs, count },
    { what: 'baseline: plain INSERT of the same rows', ms: bareMs, count },
  ];
}
