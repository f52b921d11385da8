import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { systemAccount } from '../ledger/accounts';
import { postBatch } from '../ledger/post-batch';
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

/** Books the accrual transactions k = done+1 … due (bonuses → wallet) through postBatch. */
async function postAccruals(tx: Db, items: readonly AccrualItem[], now: Date): Promise<number> {
  const partnerIds = JSON.stringify([...new Set(items.map((i) => i.partner_id))]);
  // The planner cannot see how many rows a JSON batch holds and guesses millions: JIT would
  // then spend far longer compiling the statement than running it.
  await tx.execute(sql`set local jit = off`);
  const bonuses = await systemAccount(tx, 'bonuses', 'GTC', now);
  await tx.execute(sql`
    insert into ledger_accounts (partner_id, currency, created_at)
    select x::int, 'GTC', ${now.toISOString()}::timestamptz
    from jsonb_array_elements_text(${partnerIds}::jsonb) x
    on conflict (partner_id, currency) where partner_id is not null do nothing`);
  const { booked } = await postBatch(
    tx,
    sql`select 'accrual'::text as kind, 'accrual:' || i.id || ':' || k as natural_key,
        i.partner_id, null::text as memo,
        jsonb_build_object('partnerPackageId', i.id, 'packageName', i.name, 'index', k,
                           'total', i.total) as details,
        null::int as reverses_id, 'system'::text as created_by_kind, null::int as created_by_id,
        array[w.id, ${bonuses.id}::int] as leg_accounts, array[null, null]::int[] as leg_partners,
        array[null, null]::text[] as leg_currencies, array[i.amount, -i.amount] as leg_amounts
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
          as i(id int, partner_id int, name text, amount numeric, done int, due int, total int)
        cross join lateral generate_series(i.done + 1, i.due) as k
        join ledger_accounts w on w.partner_id = i.partner_id and w.currency = 'GTC'
      order by i.id, k`,
    now,
  );
  return booked;
}
