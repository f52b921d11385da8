import { eq } from 'drizzle-orm';
import { REVERSIBLE_KINDS, type LedgerKind } from 'shared-api/contract';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../http/app-error';
import { invalidState } from '../ledger/ledger-errors';
import { postTransaction } from '../ledger/post-transaction';
import { writeAdminLog } from '../logs/write-log';

const reversible = (kind: LedgerKind) => (REVERSIBLE_KINDS as readonly LedgerKind[]).includes(kind);

/**
 * Books the mirror of a transaction (corrections never edit history): every entry negated,
 * kind `reversal`, pointing at it. Refused with 409 INVALID_STATE for a kind outside
 * REVERSIBLE_KINDS or one already reversed, 409 INSUFFICIENT_FUNDS when a wallet would go below
 * zero. Writes the admin log `transaction-reversed`. Returns the reversal's id.
 */
export async function reverseTransaction(
  tx: Db,
  input: { id: number; reason: string; adminId: number; at: Date; ip: string | null },
): Promise<number> {
  // Locked: a concurrent reversal of the same transaction waits, then finds it reversed.
  const [original] = await tx
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.id, input.id))
    .for('update');
  if (!original) throw notFound('Transaction');
  if (!reversible(original.kind)) {
    throw invalidState(`A ${original.kind} transaction is corrected through its own workflow`);
  }
  const [already] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reversesId, original.id));
  if (already) throw invalidState('This transaction is already reversed');

  const entries = await tx
    .select({
      id: ledgerAccounts.id,
      currency: ledgerAccounts.currency,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, original.id))
    .orderBy(ledgerEntries.id);
  const posted = await postTransaction(tx, {
    kind: 'reversal',
    partnerId: original.partnerId,
    memo: input.reason,
    // The original's details (counterparty, package, …) stay visible on the reversal.
    details: { ...original.details, reversedKind: original.kind, reason: input.reason },
    reversesId: original.id,
    createdBy: { kind: 'admin', id: input.adminId },
    at: input.at,
    entries: entries.map((e) => ({
      account: { id: e.id, currency: e.currency },
      amount: -e.amount,
    })),
  });
  if (!posted) throw new Error('a reversal has no natural key: it always books');
  await writeAdminLog(tx, input.adminId, {
    action: 'transaction-reversed',
    ...(original.partnerId !== null
      ? { subject: { type: 'partner' as const, id: original.partnerId } }
      : {}),
    details: { transactionId: original.id },
    after: {
      transactionId: original.id,
      reversalId: posted.id,
      kind: original.kind,
      reason: input.reason,
    },
    ip: input.ip,
    at: input.at,
  });
  return posted.id;
}
