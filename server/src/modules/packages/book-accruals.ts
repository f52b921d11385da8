import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { systemAccount } from '../ledger/accounts';
import { ledgerBatchCtes, runLedgerStatement } from '../ledger/post-batch';
import { accrualDueAtSql, accrualsDueBySql } from './accrual-schedule';
import { syncPartnersActive } from './partner-activity';

/** An active partner package, locked by the caller (FOR UPDATE), whose accruals may be due. */
export type AccruingPackage = { id: number };

/** The partner_packages columns a source of bookAccrualsOf selects. */
export const ACCRUING_COLUMNS = sql.raw(
  'id, partner_id, package_id, activated_at, accruals_done, accruals_total, daily_amount',
);

/**
 * Books every accrual of `packages` due at `now` (see bookAccrualsOf); the caller holds them
 * locked. Returns how many accruals were booked.
 */
export async function bookAccruals(
  tx: Db,
  packages: readonly AccruingPackage[],
  now: Date,
  intervalMs: number,
): Promise<number> {
  if (packages.length === 0) return 0;
  const ids = `{${packages.map((p) => p.id).join(',')}}`;
  const source = sql`select ${ACCRUING_COLUMNS}
    from partner_packages where id = any(${ids}::int[]) and status = 'active'`;
  const { booked } = await bookAccrualsOf(tx, source, now, intervalMs);
  return booked;
}

/**
 * Books the accruals due at `now` of the packages `source` selects (partner_packages rows, with
 * ACCRUING_COLUMNS; locked by the source, e.g. FOR UPDATE SKIP LOCKED, or by the caller), in one
 * statement however many packages: accrual k of package p is the transaction `accrual:<p>:<k>`
 * (bonuses → the partner's GTC wallet, created by its first credit), so nothing is ever booked
 * twice; the same statement moves each package's counter and next due time and finishes the
 * ones fully paid. Then re-derives the active flag of those packages' partners. Returns how many
 * packages the source gave and how many accruals were booked.
 */
export async function bookAccrualsOf(
  tx: Db,
  source: SQL,
  now: Date,
  intervalMs: number,
): Promise<{ packages: number; booked: number }> {
  // JIT off: compiling this long statement takes longer than running it. work_mem 32 MB (the
  // default is 4): room for the ledger writer's hashed lookup of the booked ids (a scan of them
  // per leg is quadratic in the batch size) should the planner's guess grow; no more, since hash
  // tables are allocated at the planner's guess up to work_mem (at 256 MB a batch took 0.65 s
  // longer, one that books nothing included).
  await tx.execute(
    sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`,
  );
  const bonuses = await systemAccount(tx, 'bonuses', 'GTC', now);
  const time = sql`${now.toISOString()}::timestamptz`;
  const dueBy = accrualsDueBySql(
    { activatedAt: sql`c.activated_at`, accrualsTotal: sql`c.accruals_total` },
    now,
    intervalMs,
  );
  // The accrual indexes of a package as an array's elements, not straight from generate_series:
  // the planner guesses 1 000 rows per package for the latter (its bounds are columns), 10 for
  // the former, and sizes every hash table of the statement by its guess.
  const accruals = sql`select 'accrual'::text as kind, 'accrual:' || s.id || ':' || k as natural_key,
      s.partner_id, null::text as memo,
      jsonb_build_object('partnerPackageId', s.id, 'packageName', s.name, 'index', k,
                         'total', s.total) as details,
      null::int as reverses_id, 'system'::text as created_by_kind, null::int as created_by_id,
      array[null, ${bonuses.id}::int] as leg_accounts, array[s.partner_id, null] as leg_partners,
      array['GTC', null]::text[] as leg_currencies, array[s.amount, -s.amount] as leg_amounts
    from accruing s cross join lateral unnest(array(select generate_series(s.done + 1, s.due))) as k
    where s.due > s.done and s.amount > 0
    order by s.id, k`;
  const [row] = await runLedgerStatement<{
    packages: number;
    booked: number;
    finished: number[] | null;
  }>(
    tx,
    sql`with claimed as materialized (${source}),
    accruing as materialized (
      select c.id, c.partner_id, p.name, c.daily_amount as amount, c.accruals_done as done,
             greatest(c.accruals_done, ${dueBy}) as due, c.accruals_total as total, c.activated_at
      from claimed c join packages p on p.id = c.package_id
    ),
    ${ledgerBatchCtes(accruals, now)},
    moved as (
      update partner_packages pp set
        accruals_done = a.due,
        next_accrual_at = case when a.due >= a.total then null
          else ${accrualDueAtSql(sql`a.activated_at`, sql`a.due + 1`, intervalMs)} end,
        status = case when a.due >= a.total then 'finished' else pp.status end,
        finished_at = case when a.due >= a.total then ${time} else pp.finished_at end
      -- The ids as an array, not the join alone: the planner, guessing from the whole table,
      -- would read every package (hash join) to update a batch's (60 ms a batch at 100 000).
      from accruing a where pp.id = any(array(select id from accruing)) and pp.id = a.id
      returning pp.partner_id, pp.status
    )
    select (select count(*) from accruing)::int as packages,
           (select count(*) from batch_txs)::int as booked,
           (select array_agg(distinct partner_id) from moved where status = 'finished') as finished,
           (select short from batch_short) as short`,
  );
  if (!row) throw new Error('the accrual statement answered no row');
  await syncPartnersActive(tx, row.finished ?? [], {
    actor: { kind: 'system' },
    ip: null,
    at: now,
  });
  return { packages: row.packages, booked: row.booked };
}
