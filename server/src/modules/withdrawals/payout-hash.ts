import { and, eq, ne, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import { deposits, withdrawals } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';

/** 409 ALREADY_EXISTS beside the field: the hash is another withdrawal's payout or a deposit. */
const payoutHashTaken = () =>
  new AppError(
    409,
    'ALREADY_EXISTS',
    'This transaction hash already names another payout or a deposit',
    { payoutTxHash: 'taken' },
  );

/**
 * Refuses a payout hash (normalized, normalizeTxHash) that another completed withdrawal names, or
 * that a deposit names: one chain transaction pays one withdrawal, and a payment in is never a
 * payout. An admin's slip (a hash pasted twice) would otherwise mark an unpaid request paid. The
 * hash's lock keeps two completions naming it from both passing the check.
 */
export async function assertPayoutHashFree(
  tx: Db,
  hash: string,
  withdrawalId: number,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.payoutHashes}, hashtext(${hash}))`,
  );
  const [payout] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        sql`lower(${withdrawals.payoutTxHash}) = ${hash}`,
        sql`${withdrawals.payoutTxHash} is not null`,
        ne(withdrawals.id, withdrawalId),
        eq(withdrawals.status, 'completed'),
      ),
    )
    .limit(1);
  if (payout) throw payoutHashTaken();
  const [deposit] = await tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(sql`lower(${deposits.txHash})`, hash), ne(deposits.status, 'rejected')))
    .limit(1);
  if (deposit) throw payoutHashTaken();
}
