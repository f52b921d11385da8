import { eq } from 'drizzle-orm';
import type { Deposit } from 'shared-api/contract';
import { deposits, partners } from '../../db/schema';
import type { Db } from '../../db/types';

/** What a Deposit is read from: the row and its partner's login. */
export const depositColumns = {
  deposit: deposits,
  partner: { id: partners.id, login: partners.login },
};

export type DepositRow = {
  deposit: typeof deposits.$inferSelect;
  partner: { id: number; login: string };
};

export function toDeposit({ deposit: d, partner }: DepositRow): Deposit {
  return {
    id: d.id,
    partner,
    amount: d.amount.toString(),
    fee: d.fee.toString(),
    gtcPerUsdtPpm: d.gtcPerUsdtPpm,
    credit: d.credit.toString(),
    walletAddress: d.walletAddress,
    network: d.network,
    txHash: d.txHash,
    status: d.status,
    createdAt: d.createdAt.toISOString(),
    expiresAt: d.expiresAt.toISOString(),
    paidAt: d.paidAt?.toISOString() ?? null,
    processingMinMinutes: d.processingMinMinutes,
    processingMaxMinutes: d.processingMaxMinutes,
    completedAt: d.completedAt?.toISOString() ?? null,
    note: d.note,
    transactionId: d.transactionId,
  };
}

export async function loadDeposit(db: Db, id: number): Promise<Deposit | null> {
  const [row] = await db
    .select(depositColumns)
    .from(deposits)
    .innerJoin(partners, eq(partners.id, deposits.partnerId))
    .where(eq(deposits.id, id))
    .limit(1);
  return row ? toDeposit(row) : null;
}

/** Like loadDeposit, for a row the caller just wrote (it must exist). */
export async function reloadDeposit(db: Db, id: number): Promise<Deposit> {
  const deposit = await loadDeposit(db, id);
  if (!deposit) throw new Error(`deposit ${id} vanished inside its transaction`);
  return deposit;
}

/** The deposit row locked until the end of the transaction (serialises its state changes). */
export async function lockDeposit(
  tx: Db,
  id: number,
): Promise<typeof deposits.$inferSelect | null> {
  const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row ?? null;
}
