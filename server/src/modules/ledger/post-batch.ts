import { sql, type SQL } from 'drizzle-orm';
import { sqlError } from '../../db/sql-error';
import type { Db } from '../../db/types';
import { insufficientFunds } from './ledger-errors';
import { queryRows } from './sql-rows';

/**
 * The one writer of ledger rows: any number of balanced transactions booked in one statement.
 *
 * `source` is a SELECT with one row per transaction and these columns (cast them, e.g.
 * `null::int`): kind text, natural_key text, partner_id int, memo text, details jsonb,
 * reverses_id int, created_by_kind text, created_by_id int, and the entries as parallel arrays
 * leg_accounts int[], leg_partners int[], leg_currencies text[], leg_amounts numeric[]. A leg
 * names an account by id (leg_accounts) or a partner's wallet by partner and currency
 * (leg_partners, leg_currencies; leg_accounts null): that wallet is created by its first credit.
 * Name a wallet one way within a batch.
 *
 * A transaction whose natural key was booked before books nothing. The accounts are locked in
 * ascending id order before any balance moves, so concurrent batches never deadlock; a partner
 * wallet that would go below zero fails the CHECK on ledger_accounts, and a debit of a wallet
 * that does not exist leaves `batch_short.short` true: runLedgerStatement turns either into 409
 * INSUFFICIENT_FUNDS (select `short` from `batch_short` in the statement). The CTEs are named
 * `batch_*`; `batch_txs` holds the ids booked, for callers that insert rows referring to them
 * in the same statement.
 */
export function ledgerBatchCtes(source: SQL, at: Date): SQL {
  const time = sql`${at.toISOString()}::timestamptz`;
  return sql`batch_src as (
    select nextval('ledger_transactions_id_seq')::int as tx_id, s.kind, s.natural_key,
           s.partner_id, s.memo, s.details, s.reverses_id, s.created_by_kind, s.created_by_id,
           s.leg_accounts, s.leg_partners, s.leg_currencies, s.leg_amounts
    from (${source}) s
  ),
  batch_all_legs as (
    select s.tx_id, l.account_id, l.partner_id, l.currency, l.amount, l.n
    from batch_src s cross join lateral
      unnest(s.leg_accounts, s.leg_partners, s.leg_currencies, s.leg_amounts)
        with ordinality as l(account_id, partner_id, currency, amount, n)
  ),
  batch_locked as (
    select a.id from ledger_accounts a
    where a.id = any(array(
      select account_id from batch_all_legs where account_id is not null
      union
      select w.id from batch_all_legs l
        join ledger_accounts w on w.partner_id = l.partner_id and w.currency = l.currency
    ))
    order by a.id
    for no key update
  ),
  batch_txs as (
    insert into ledger_transactions (id, kind, natural_key, partner_id, memo, details, reverses_id,
                                     created_by_kind, created_by_id, created_at)
    overriding system value
    select tx_id, kind, natural_key, partner_id, memo, coalesce(details, '{}'::jsonb), reverses_id,
           created_by_kind, created_by_id, ${time}
    from batch_src
    order by tx_id
    on conflict (natural_key) do nothing
    returning id
  ),
  batch_legs as (
    -- A hashed lookup, not a join: the planner often guesses one row for these CTEs, and a
    -- nested loop over two of them is quadratic in the batch size.
    select l.* from batch_all_legs l where (l.tx_id in (select id from batch_txs)) is true
  ),
  batch_deltas as (
    select partner_id, currency, sum(amount) as delta from batch_legs
    where partner_id is not null group by partner_id, currency
  ),
  batch_credited as (
    insert into ledger_accounts as a (partner_id, currency, balance, created_at)
    select partner_id, currency, delta, ${time} from batch_deltas
    where delta >= 0 and (select count(*) from batch_locked) >= 0
    order by partner_id, currency
    on conflict (partner_id, currency) where partner_id is not null
    do update set balance = a.balance + excluded.balance
    returning a.id, a.partner_id, a.currency
  ),
  batch_debited as (
    update ledger_accounts a set balance = a.balance + d.delta
    from batch_deltas d
    where a.partner_id = d.partner_id and a.currency = d.currency and d.delta < 0
      and (select count(*) from batch_locked) >= 0
    returning a.id, a.partner_id, a.currency
  ),
  batch_wallets as (select * from batch_credited union all select * from batch_debited),
  batch_short as (
    select (select count(*) from batch_deltas where delta < 0)
           > (select count(*) from batch_debited) as short
  ),
  batch_moved as (
    update ledger_accounts a set balance = a.balance + d.delta
    from (select account_id, sum(amount) as delta from batch_legs
          where account_id is not null group by account_id) d
    where a.id = d.account_id and d.delta <> 0 and (select count(*) from batch_locked) >= 0
    returning a.id
  ),
  batch_entries as (
    insert into ledger_entries (transaction_id, account_id, amount, created_at)
    select l.tx_id, coalesce(l.account_id, w.id), l.amount, ${time}
    from batch_legs l
      left join batch_wallets w on w.partner_id = l.partner_id and w.currency = l.currency
    where l.account_id is not null or w.id is not null
    order by l.tx_id, l.n
    returning id
  )`;
}

/**
 * Books the transactions of `source` (see ledgerBatchCtes) in one statement; returns how many
 * were booked and the lowest id booked (the id, for a batch of one).
 */
export async function postBatch(
  tx: Db,
  source: SQL,
  at: Date,
  insufficientField = 'amount',
): Promise<{ booked: number; firstId: number | null }> {
  const [row] = await runLedgerStatement<{ booked: number; first_id: number | null }>(
    tx,
    sql`with ${ledgerBatchCtes(source, at)}
      select count(*)::int as booked, min(id)::int as first_id,
             (select short from batch_short) as short
      from batch_txs`,
    insufficientField,
  );
  return { booked: row?.booked ?? 0, firstId: row?.first_id ?? null };
}

/**
 * Runs a statement built on ledgerBatchCtes whose rows carry `short` (from batch_short): a
 * wallet below zero, or missing for a debit, is 409 INSUFFICIENT_FUNDS. `preparedAs` names a
 * hot statement whose text never changes (queryRows).
 */
export async function runLedgerStatement<T>(
  tx: Db,
  statement: SQL,
  insufficientField = 'amount',
  preparedAs?: string,
): Promise<T[]> {
  let rows: (T & { short: boolean })[];
  try {
    rows = await queryRows<T & { short: boolean }>(tx, statement, preparedAs);
  } catch (error) {
    if (isNegativeWallet(error)) throw insufficientFunds(insufficientField);
    throw error;
  }
  if (rows.some((r) => r.short)) throw insufficientFunds(insufficientField);
  return rows;
}

/** SQLSTATE 23514 on the wallet CHECK. */
function isNegativeWallet(error: unknown): boolean {
  const found = sqlError(error);
  return found?.code === '23514' && found.constraint === 'ledger_accounts_partner_not_negative';
}

/** A SQL array parameter sent as one text literal (`{1,NULL,3}`); null items stay NULL. */
export function sqlArray(items: readonly (string | number | bigint | null)[], type: string): SQL {
  const literal = `{${items.map((i) => (i === null ? 'NULL' : String(i))).join(',')}}`;
  return sql`${literal}::${sql.raw(type)}[]`;
}
