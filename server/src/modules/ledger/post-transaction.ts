import { sql } from 'drizzle-orm';
import type { LedgerKind } from 'shared-api/contract';
import type { Db } from '../../db/types';
import type { AccountRef } from './accounts';
import { postBatch, sqlArray } from './post-batch';

export type Posting = { account: AccountRef; amount: bigint };

export type Actor = { kind: 'partner' | 'admin' | 'system'; id: number | null };

export type NewTransaction = {
  kind: LedgerKind;
  /** Books at most once: a second post with the same key books nothing and returns null. */
  naturalKey?: string | null;
  partnerId?: number | null;
  memo?: string | null;
  details?: Record<string, string | number>;
  reversesId?: number | null;
  createdBy: Actor;
  at: Date;
  entries: readonly Posting[];
};

export class UnbalancedTransactionError extends Error {}

/**
 * Books one balanced transaction inside the caller's database transaction: inserts it and its
 * entries and moves the cached balances, in one statement (postBatch: accounts locked in
 * ascending id order, so two concurrent posts over the same accounts never deadlock). A partner
 * wallet that would go below zero throws 409 INSUFFICIENT_FUNDS, shown next to the form field
 * `insufficientField`.
 */
export async function postTransaction(
  tx: Db,
  t: NewTransaction,
  insufficientField = 'amount',
): Promise<{ id: number } | null> {
  assertBalanced(t.entries);
  const nullable = <T>(value: T | null | undefined) => (value === undefined ? null : value);
  const source = sql`select ${t.kind}::text as kind, ${nullable(t.naturalKey)}::text as natural_key,
      ${nullable(t.partnerId)}::int as partner_id, ${nullable(t.memo)}::text as memo,
      ${JSON.stringify(t.details ?? {})}::jsonb as details,
      ${nullable(t.reversesId)}::int as reverses_id, ${t.createdBy.kind}::text as created_by_kind,
      ${t.createdBy.id}::int as created_by_id,
      ${sqlArray(
        t.entries.map((e) => e.account.id),
        'int',
      )} as leg_accounts,
      ${sqlArray(
        t.entries.map(() => null),
        'int',
      )} as leg_partners,
      ${sqlArray(
        t.entries.map(() => null),
        'text',
      )} as leg_currencies,
      ${sqlArray(
        t.entries.map((e) => e.amount),
        'numeric',
      )} as leg_amounts`;
  const { firstId } = await postBatch(tx, source, t.at, insufficientField);
  return firstId === null ? null : { id: firstId };
}

/** Entries are non-zero and sum to zero per currency. */
function assertBalanced(entries: readonly Posting[]): void {
  if (entries.length < 2) throw new UnbalancedTransactionError('a transaction needs two entries');
  const sums = new Map<string, bigint>();
  for (const e of entries) {
    if (e.amount === 0n) throw new UnbalancedTransactionError('an entry of zero');
    sums.set(e.account.currency, (sums.get(e.account.currency) ?? 0n) + e.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new UnbalancedTransactionError(`${currency} entries sum to ${sum}`);
  }
}
