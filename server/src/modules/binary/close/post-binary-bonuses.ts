import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { systemAccount } from '../../ledger/accounts';
import { queryRows } from '../../ledger/sql-rows';
import { intArray } from '../binary-sql';

/**
 * Pays the bonuses of the closes of `day` (of the partners `ids`, or all of the day) that have
 * no ledger transaction yet, set-based: each one is the transaction `binary:<partner>:<day>`
 * (kind `binary-bonus`, bonuses → the partner's GTC wallet, details {date, matched}), so none
 * pays twice; then links every close to its transaction. Separate from the matching's database
 * transaction: this one holds ledger rows only, the matching binary nodes only.
 * Returns how many bonuses were booked.
 */
export async function postBinaryBonuses(
  tx: Db,
  input: { day: string; ids: readonly number[] | null; now: Date },
): Promise<number> {
  const at = sql`${input.now.toISOString()}::timestamptz`;
  const due: SQL = sql`select c.partner_id, c.bonus, c.matched from binary_closes c
    where c.close_date = ${input.day}::date and c.transaction_id is null and c.bonus > 0
      ${input.ids ? sql`and c.partner_id = any(${intArray(input.ids)})` : sql``}`;
  await tx.execute(sql`set local jit = off`);
  const bonuses = await systemAccount(tx, 'bonuses', 'GTC', input.now);
  await tx.execute(sql`
    insert into ledger_accounts (partner_id, currency, created_at)
    select d.partner_id, 'GTC', ${at} from (${due}) d
    on conflict (partner_id, currency) where partner_id is not null do nothing`);
  // Balances locked in ascending id order, as postTransaction and the accrual job lock them.
  await tx.execute(sql`
    select id from ledger_accounts
    where id = ${bonuses.id}
       or (currency = 'GTC' and partner_id in (select d.partner_id from (${due}) d))
    order by id
    for update`);
  const [row] = await queryRows<{ booked: number }>(
    tx,
    sql`with due as (${due}),
    txs as (
      insert into ledger_transactions (kind, natural_key, partner_id, details, created_by_kind, created_at)
      select 'binary-bonus', 'binary:' || d.partner_id || ':' || ${input.day}, d.partner_id,
             jsonb_build_object('date', ${input.day}::text, 'matched', d.matched::text), 'system', ${at}
      from due d
      order by d.partner_id
      on conflict (natural_key) do nothing
      returning id, partner_id
    ),
    booked as (select t.id, t.partner_id, d.bonus from txs t join due d using (partner_id)),
    entries as (
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select b.id, w.id, b.bonus, ${at}
        from booked b join ledger_accounts w on w.partner_id = b.partner_id and w.currency = 'GTC'
      union all
      select b.id, ${bonuses.id}, -b.bonus, ${at} from booked b
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
  // Also links a close whose transaction was booked before (the natural key kept it once).
  await tx.execute(sql`
    update binary_closes c set transaction_id = t.id
    from ledger_transactions t
    where c.close_date = ${input.day}::date and c.transaction_id is null and c.bonus > 0
      ${input.ids ? sql`and c.partner_id = any(${intArray(input.ids)})` : sql``}
      and t.natural_key = 'binary:' || c.partner_id || ':' || ${input.day}`);
  return row?.booked ?? 0;
}
