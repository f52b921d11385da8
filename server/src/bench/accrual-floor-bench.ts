import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { systemAccount } from '../modules/ledger/accounts';
import { ACCRUAL_BATCH_SIZE } from '../modules/packages/accrual-job';
import { BENCH_ACCRUAL_AT, seedDuePackages } from './accruals-bench';
import type { Figure } from './transfers-bench';

/**
 * The tables' own cost of the accrual job's writes: the same due packages as benchAccruals, and
 * for each, the same ledger transaction and two entries written by plain INSERT … SELECT into
 * the ledger's own tables (their keys, foreign keys and indexes), the wallets' and the bonuses
 * account's balances moved and the packages' counters and next due times updated, in the job's
 * batches of 5 000 per transaction. No claim, locks, conflict check or batch writer: what no
 * booking of one ledger transaction per accrual can go below. The wallets exist beforehand (the
 * job creates them by their first credit).
 */
export async function benchAccrualFloor(db: Db, count: number): Promise<Figure[]> {
  await seedDuePackages(db, count);
  const at = sql`${BENCH_ACCRUAL_AT.toISOString()}::timestamptz`;
  const bonuses = await systemAccount(db, 'bonuses', 'GTC', BENCH_ACCRUAL_AT);
  await db.execute(sql`insert into ledger_accounts (partner_id, currency, created_at)
    select distinct partner_id, 'GTC', ${at} from partner_packages`);
  await db.execute(sql`analyze ledger_accounts`);
  const [range] = await db.select({ first: sql<number>`min(id)::int` }).from(sql`partner_packages`);
  const first = range?.first ?? 0;
  // Transaction ids straight from the package ids (the job takes them from the sequence).
  const [top] = await db.select({ id: sql<number>`max(id)::int` }).from(sql`ledger_transactions`);
  const txId = sql`(${(top?.id ?? 0) + 1 - first}::int + p.id)`;

  const started = performance.now();
  for (let from = first; from < first + count; from += ACCRUAL_BATCH_SIZE) {
    const batch = sql`p.id >= ${from} and p.id < ${from + ACCRUAL_BATCH_SIZE}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into ledger_transactions (id, kind, natural_key, partner_id, details, created_by_kind, created_at)
        overriding system value
        select ${txId}, 'accrual', 'accrual:' || p.id || ':1', p.partner_id,
               jsonb_build_object('partnerPackageId', p.id, 'packageName', 'Bench', 'index', 1, 'total', 300),
               'system', ${at}
        from partner_packages p where ${batch} order by p.id`);
      await tx.execute(sql`
        insert into ledger_entries (transaction_id, account_id, amount, created_at)
        select ${txId}, case side when 0 then w.id else ${bonuses.id} end,
               case side when 0 then p.daily_amount else -p.daily_amount end, ${at}
        from partner_packages p
          join ledger_accounts w on w.partner_id = p.partner_id and w.currency = 'GTC',
          (values (0), (1)) s(side)
        where ${batch} order by p.id, side`);
      await tx.execute(sql`
        update ledger_accounts a set balance = a.balance + d.delta
        from (select w.id, sum(p.daily_amount) as delta from partner_packages p
              join ledger_accounts w on w.partner_id = p.partner_id and w.currency = 'GTC'
              where ${batch} group by w.id
              union all
              select ${bonuses.id}, -sum(p.daily_amount) from partner_packages p where ${batch}) d
        where a.id = d.id`);
      await tx.execute(sql`
        update partner_packages p set accruals_done = 1, next_accrual_at = p.next_accrual_at + interval '24 hours'
        where ${batch}`);
    });
  }
  const ms = performance.now() - started;
  const [booked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`ledger_transactions`)
    .where(sql`kind = 'accrual'`);
  if (booked?.n !== count) throw new Error(`the floor wrote ${booked?.n} of ${count} accruals`);
  return [
    {
      what: 'floor: the same rows into the ledger tables, 5,000 a transaction',
      ms,
      count,
    },
  ];
}
