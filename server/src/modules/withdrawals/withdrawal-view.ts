import { eq } from 'drizzle-orm';
import type { Withdrawal } from 'shared-api/contract';
import { partners, withdrawals } from '../../db/schema';
import type { Db } from '../../db/types';

export type WithdrawalRecord = typeof withdrawals.$inferSelect;

/** What a Withdrawal is read from: the row and its partner's login. */
export const withdrawalColumns = {
  withdrawal: withdrawals,
  partner: { id: partners.id, login: partners.login },
};

export type WithdrawalRow = {
  withdrawal: WithdrawalRecord;
  partner: { id: number; login: string };
};

export function toWithdrawal({ withdrawal: w, partner }: WithdrawalRow): Withdrawal {
  return {
    id: w.id,
    partner,
    currency: w.currency,
    amount: w.amount.toString(),
    fee: w.fee.toString(),
    toReceive: w.toReceive.toString(),
    wallet: w.wallet,
    status: w.status,
    createdAt: w.createdAt.toISOString(),
    processBy: w.processBy.toISOString(),
    processedAt: w.processedAt?.toISOString() ?? null,
    payoutTxHash: w.payoutTxHash,
    note: w.note,
  };
}

export async function loadWithdrawal(db: Db, id: number): Promise<Withdrawal | null> {
  const [row] = await db
    .select(withdrawalColumns)
    .from(withdrawals)
    .innerJoin(partners, eq(partners.id, withdrawals.partnerId))
    .where(eq(withdrawals.id, id))
    .limit(1);
  return row ? toWithdrawal(row) : null;
}

/** Like loadWithdrawal, for a row the caller just wrote (it must exist). */
export async function reloadWithdrawal(db: Db, id: number): Promise<Withdrawal> {
  const withdrawal = await loadWithdrawal(db, id);
  if (!withdrawal) throw new Error(`withdrawal ${id} vanished inside its transaction`);
  return withdrawal;
}

/**
 * The row locked until the end of the transaction: a partner's cancel and an admin's complete
 * or reject of one withdrawal run one after the other, and the later one sees the new status.
 */
export async function lockWithdrawal(tx: Db, id: number): Promise<WithdrawalRecord | null> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row ?? null;
}
