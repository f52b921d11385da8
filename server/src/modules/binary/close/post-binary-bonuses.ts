import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { systemAccount } from '../../ledger/accounts';
import { ledgerBatchCtes, runLedgerStatement } from '../../ledger/post-batch';
import { intArray } from '../binary-sql';

/**
 * Pays the bonuses of the closes of `day` (of the partners `ids`, or all of the day) that have
 * no ledger transaction yet, set-based: each one is the transaction `binary:<partner>:<day>`
 * (kind `binary-bonus`, bonuses → the partner's GTC wallet, details {date, matched}), so none
 * pays twice, and links every close to its transaction. Separate from the matching's database
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
  // Each close is joined to its wallet by the wallet's unique key; the ledger writer filters what
  // it booked with a hashed lookup, never a nested loop over two row sets the planner guesses at 1.
  const source = sql`select 'binary-bonus'::text as kind,
      'binary:' || d.partner_id || ':' || ${input.day}::text as natural_key, d.partner_id,
      null::text as memo,
      jsonb_build_object('date', ${input.day}::text, 'matched', d.matched::text) as details,
      null::int as reverses_id, 'system'::text as created_by_kind, null::int as created_by_id,
      array[w.id, ${bonuses.id}::int] as leg_accounts, array[null, null]::int[] as leg_partners,
      array[null, null]::text[] as leg_currencies, array[d.bonus, -d.bonus] as leg_amounts
    from (${due}) d
      join ledger_accounts w on w.partner_id = d.partner_id and w.currency = 'GTC'
    order by d.partner_id`;
  // Each close is linked to the transaction booked for it in the same statement (a second
  // statement looked every one up again by its natural key).
  const [row] = await runLedgerStatement<{ booked: number }>(
    tx,
    sql`with ${ledgerBatchCtes(source, input.now)},
    linked as (
      update binary_closes c set transaction_id = s.tx_id
      from batch_src s
      where (s.tx_id in (select id from batch_txs)) is true
        and c.partner_id = s.partner_id and c.close_date = ${input.day}::date
    )
    select (select count(*) from batch_txs)::int as booked, (select short from batch_short) as short`,
  );
  // A close whose transaction an earlier run booked (the natural key kept it once) but did not
  // link: looked up by that key in the day's last pass, which covers every unlinked close.
  if (input.ids === null) {
    await tx.execute(sql`
      update binary_closes c set transaction_id = t.id
      from ledger_transactions t
      where c.close_date = ${input.day}::date and c.transaction_id is null and c.bonus > 0
        and t.natural_key = 'binary:' || c.partner_id || ':' || ${input.day}`);
  }
  return row?.booked ?? 0;
}
