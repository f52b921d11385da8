import { sql } from 'drizzle-orm';
import type { LedgerKind } from 'shared-api/contract';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { Db } from '../../db/types';
import type { AccountRef } from './accounts';
import { insufficientFunds } from './ledger-errors';

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
 * entries and moves the cached balances. Balances are updated in ascending account order, so two
 * concurrent posts over the same accounts never deadlock; a partner wallet that would go below
 * zero throws 409 INSUFFICIENT_FUNDS (the CHECK on ledger_accounts is the last line behind it).
 * `insufficientField` names the form field that error is shown next to.
 */
export async function postTransaction(
  tx: Db,
  t: NewTransaction,
  insufficientField = 'amount',
): Promise<{ id: number } | null> {
  assertBalanced(t.entries);
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: t.kind,
      naturalKey: t.naturalKey ?? null,
      partnerId: t.partnerId ?? null,
      memo: t.memo ?? null,
      details: t.details ?? {},
      reversesId: t.reversesId ?? null,
      createdByKind: t.createdBy.kind,
      createdById: t.createdBy.id,
      createdAt: t.at,
    })
    .onConflictDoNothing({ target: ledgerTransactions.naturalKey })
    .returning({ id: ledgerTransactions.id });
  if (!row) return null;

  await tx.insert(ledgerEntries).values(
    t.entries.map((e) => ({
      transactionId: row.id,
      accountId: e.account.id,
      amount: e.amount,
      createdAt: t.at,
    })),
  );
  const byAccount = new Map<number, bigint>();
  for (const e of t.entries) {
    byAccount.set(e.account.id, (byAccount.get(e.account.id) ?? 0n) + e.amount);
  }
  for (const [accountId, delta] of [...byAccount].sort(([a], [b]) => a - b)) {
    if (delta === 0n) continue;
    const moved = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${delta.toString()}::numeric` })
      .where(
        sql`${ledgerAccounts.id} = ${accountId} and (${ledgerAccounts.partnerId} is null or ${ledgerAccounts.balance} + ${delta.toString()}::numeric >= 0)`,
      )
      .returning({ id: ledgerAccounts.id });
    if (moved.length === 0) throw insufficientFunds(insufficientField);
  }
  return row;
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
