import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { systemAccount } from '../ledger/accounts';
import { queryRows } from '../ledger/sql-rows';
import { accrualsDueBy, nextAccrualAt } from './accrual-schedule';
import { syncPartnersActive } from './partner-activity';

/** An active partner package, locked by the caller (FOR UPDATE), whose accruals may be due. */
export type AccruingPackage = {
  id: number;
  partnerId: number;
  packageName: string;
  activatedAt: Date;
  accrualsDone: number;
  accrualsTotal: number;
  dailyAmount: bigint;
};

/**
 * Books every accrual of `packages` due at `now`, set-based (a few statements however many
 * packages): accrual k of package p is the transaction `accrual:<p>:<k>` (bonuses → the
 * partner's GTC wallet), so nothing is ever booked twice. Then moves each package's counter and
 * next due time, finishes the ones fully paid and re-derives their partners' active flag.
 * Returns how many accruals were booked.
 */
export async function bookAccruals(
  tx: Db,
  packages: readonly AccruingPackage[],
  now: Date,
  intervalMs: number,
): Promise<number> {
  const items = packages.map((p) => {
    const due = Math.max(p.accrualsDone, accrualsDueBy(p, now, intervalMs));
    return {
      id: p.id,
      partner_id: p.partnerId,
      name: p.packageName,
      amount: p.dailyAmount.toString(),
      done: p.accrualsDone,
      due,
      total: p.accrualsTotal,
      next_at: nextAccrualAt(p, due, intervalMs)?.toISOString() ?? null,
      finished: due >= p.accrualsTotal,
    };
  });
  if (items.length === 0) return 0;
  const paying = items.filter((i) => i.due > i.done && BigInt(i.amount) > 0n);
  let booked = 0;
  if (paying.length > 0) booked = await postAccruals(tx, paying, now);

  await tx.execute(sql`
    update partner_packages pp set
      accruals_done = x.due,
      next_accrual_at = x.next_at,
      status = case when x.finished then 'finished' else pp.status end,
      finished_at = case when x.finished then ${now.toISOString()}::timestamptz else pp.finished_at end
    from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
      as x(id int, due int, next_at timestamptz, finished boolean)
    where pp.id = x.id`);

  const finishedPartners = items.filter((i) => i.finished).map((i) => i.partner_id);
  await syncPartnersActive(tx, finishedPartners, { actor: { kind: 'system' }, ip: null, at: now });
  return booked;
}

type AccrualItem = {
  id: number;
  partner_id: number;
  name: string;
  amount: string;
  done: number;
  due: number;
  total: number;
};

/** Inserts the accrual transactions k = done+1 … due with their entries and moves balances. */
async function postAccruals(tx: Db, items: readonly AccrualItem[], now: Date): Promise<number> {
  const at = now.toISOString();
  const partnerIds = JSON.stringify([...new Set(items.map((i) => i.partner_id))]);
  // The planner cannot see how many rows a JSON batch holds and guesses millions: JIT would
  // then spend far longer compiling the statement than running it.
  await tx.execute(sql`set local jit = off`);
  const bonuses = await systemAccount(tx, 'bonuses', 'GTC', now);
  await tx.execute(sql`
    insert into ledger_accounts (partner_id, currency, created_at)
    select x::int, 'GTC', ${at}::timestamptz from jsonb_array_elements_text(${partnerIds}::jsonb) x
    on conflict (partner_id, currency) where partner_id is not null do nothing`);
  // Lock the balances in ascending id order, as postTransaction does: no deadlock with it.
  await tx.execute(sql`
    select id from ledger_accounts
    where id = ${bonuses.id}
       or (currency = 'GTC' and partner_id in (
             select x::int from jsonb_array_elements_text(${partnerIds}::jsonb) x))
    order by id
    for update`);

  const [result] = await queryRows<{ booked: number }>(
    tx,
    sql`
    with items as (
      select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
        as x(id int, partner_id int, name text, amount numeric, done int, due int, total int)
    ),
    accruals as (
      select i.id, i.partner_id, i.name, i.amount, i.total, k,
             'accrual:' || i.id || ':' || k as natural_key
      from items i cross join lateral generate_series(i.done + 1, i.due) as k
    ),
    txs as (
      insert into ledger_transactions (kind, natural_key, partner_id, details, created_by_kind, created_at)
      select 'accrual', a.natural_key, a.partner_id,
             jsonb_build_object('partnerPackageId', a.id, 'packageName', a.name, 'index', a.k, 'total', a.total),
             'system', ${at}::timestamptz
      from accruals a
      order by a.id, a.k
      on conflict (natural_key) do nothing
      returning id, natural_key
    ),
    booked as (
      select t.id, a.partner_id, a.amount from txs t join accruals a using (natural_key)
    ),
    entries as (
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select b.id, w.id, b.amount, ${at}::timestamptz
        from booked b join ledger_accounts w on w.partner_id = b.partner_id and w.currency = 'GTC'
      union all
      select b.id, ${bonuses.id}, -b.amount, ${at}::timestamptz from booked b
      returning account_id, amount
    ),
    moved as (
      update ledger_accounts acc set balance = acc.balance + m.delta
      from (select account_id, sum(amount) as delta from entries group by account_id) m
      where acc.id = m.account_id
      returning acc.id
    )
    select (select count(*)::int from booked) as booked, (select count(*)::int from moved) as moved`,
  );
  return result?.booked ?? 0;
}
