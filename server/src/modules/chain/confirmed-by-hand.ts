import { and, eq, lt, ne } from 'drizzle-orm';
import { chainTransfers, deposits } from '../../db/schema';
import type { Db } from '../../db/types';
import { hashHeldElsewhere } from '../deposits/tx-hash';

type TransferRow = typeof chainTransfers.$inferSelect;
type DepositRow = typeof deposits.$inferSelect;

/**
 * A request an admin confirmed by hand without a hash (booked `deposit-id:<id>`) was paid by the
 * first transfer the watcher then sees to its own address (the lowest id not failed, whichever
 * settles first): that transfer's hash is named on the request, so the queue shows which payment
 * the confirm stood for and never credits it again (see alreadyCredited). A later transfer to the
 * address stays a second payment. Returns whether the hash was named.
 */
export async function nameHashOfHandConfirm(
  tx: Db,
  transfer: TransferRow,
  deposit: DepositRow,
): Promise<boolean> {
  if (deposit.status !== 'completed' || deposit.txHash !== null) return false;
  if (deposit.transactionId === null) return false;
  const [other] = await tx
    .select({ id: chainTransfers.id })
    .from(chainTransfers)
    .where(
      and(
        eq(chainTransfers.depositId, deposit.id),
        // Only an earlier one: a later payment seen in the same run is not yet decided and must
        // not keep the first from being named (both would then wait as creditable late ones).
        lt(chainTransfers.id, transfer.id),
        ne(chainTransfers.status, 'failed'),
      ),
    )
    .limit(1);
  if (other || (await hashHeldElsewhere(tx, transfer.txHash, deposit.id))) return false;
  await tx.update(deposits).set({ txHash: transfer.txHash }).where(eq(deposits.id, deposit.id));
  return true;
}

/** The request's own credit stands for this transfer: completed, booked, and naming its hash. */
export const alreadyCredited = (transfer: TransferRow, deposit: DepositRow): boolean =>
  deposit.status === 'completed' &&
  deposit.transactionId !== null &&
  deposit.txHash === transfer.txHash;
