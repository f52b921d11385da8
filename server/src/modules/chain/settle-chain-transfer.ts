import { eq } from 'drizzle-orm';
import type { ChainTransferReason } from 'shared-api/contract';
import { chainTransfers, deposits } from '../../db/schema';
import type { Db } from '../../db/types';
import { lockDeposit } from '../deposits/deposit-view';
import { writeClientLog } from '../logs/write-log';
import { hashHeldElsewhere } from '../deposits/tx-hash';
import { nameHashOfHandConfirm } from './confirmed-by-hand';
import { creditChainTransfer } from './credit-chain-transfer';
import { dropOtherClaims } from './drop-other-claims';

export type Settled =
  { outcome: 'credited'; depositId: number } | { outcome: 'review' | 'skipped' };

/**
 * Decides one confirmed transfer, in the caller's transaction, with the transfer and its
 * deposit locked (a second watcher, or a rerun after a crash, finds it no longer confirming):
 * the exact amount to an open request is credited; anything else waits for an admin.
 */
export async function settleChainTransfer(
  tx: Db,
  transferId: number,
  blockNumber: number,
  at: Date,
): Promise<Settled> {
  const [transfer] = await tx
    .select()
    .from(chainTransfers)
    .where(eq(chainTransfers.id, transferId))
    .for('update');
  if (!transfer || transfer.status !== 'confirming') return { outcome: 'skipped' };
  const deposit = await lockDeposit(tx, transfer.depositId);
  if (!deposit) throw new Error(`chain transfer ${transferId} has no deposit`);
  await dropOtherClaims(tx, transfer.txHash, deposit.id);

  const reason = await reviewReason(tx, transfer, deposit);
  if (reason) {
    await tx
      .update(chainTransfers)
      .set({ status: 'review', reason, blockNumber, settledAt: at })
      .where(eq(chainTransfers.id, transfer.id));
    // Money arrived for an open request: it no longer expires, it waits for the admin. The
    // request names the hash, so a manual confirm books under the same key as the queue's
    // credit would (one of the two, never both).
    await nameHashOfHandConfirm(tx, transfer, deposit);
    const open = deposit.status !== 'completed' && deposit.status !== 'rejected';
    // Not a hash another request holds (a late payment it was confirmed under): naming it here
    // too broke the unique index, and the failing settle stopped every run at this transfer.
    const nameHash =
      open &&
      deposit.txHash === null &&
      reason !== 'unmatched' &&
      !(await hashHeldElsewhere(tx, transfer.txHash, deposit.id));
    const toPending = deposit.status === 'awaiting-payment' && reason !== 'late';
    if (nameHash || toPending) {
      await tx
        .update(deposits)
        .set({
          ...(toPending ? { status: 'pending' as const, paidAt: at } : {}),
          ...(nameHash ? { txHash: transfer.txHash } : {}),
        })
        .where(eq(deposits.id, deposit.id));
    }
    return { outcome: 'review' };
  }
  const credited = await creditChainTransfer(
    tx,
    { ...transfer, blockNumber },
    deposit,
    { kind: 'system', id: null },
    at,
  );
  if (credited === null) {
    // The hash was booked already (an admin confirmed it by hand): nothing more to credit.
    await tx
      .update(chainTransfers)
      .set({ status: 'review', reason: 'unmatched', blockNumber, settledAt: at })
      .where(eq(chainTransfers.id, transfer.id));
    return { outcome: 'review' };
  }
  await tx.update(chainTransfers).set({ blockNumber }).where(eq(chainTransfers.id, transfer.id));
  await writeClientLog(tx, deposit.partnerId, {
    action: 'deposit-credited',
    details: {
      depositId: deposit.id,
      usdt: transfer.amount.toString(),
      credit: credited.toString(),
      txHash: transfer.txHash,
    },
    impersonatorAdminId: null,
    ip: null,
    at,
  });
  return { outcome: 'credited', depositId: deposit.id };
}

async function reviewReason(
  tx: Db,
  transfer: typeof chainTransfers.$inferSelect,
  deposit: typeof deposits.$inferSelect,
): Promise<ChainTransferReason | null> {
  if (deposit.status === 'completed' || deposit.status === 'rejected') return 'late';
  // Paid (block time) after the timer ended, and the partner had not said "I have paid" in
  // time. A payment made in time counts even if the expiry job marked the request first.
  if (deposit.status !== 'pending' && transfer.blockTimestamp > deposit.expiresAt) return 'late';
  if (await hashHeldElsewhere(tx, transfer.txHash, deposit.id)) return 'unmatched';
  // A second payment to a request already being paid (another transfer credited or queued).
  const others = await tx
    .select({ id: chainTransfers.id, status: chainTransfers.status })
    .from(chainTransfers)
    .where(eq(chainTransfers.depositId, deposit.id));
  if (others.some((o) => o.id !== transfer.id && o.status !== 'confirming')) return 'late';
  if (transfer.amount < deposit.amount) return 'underpaid';
  if (transfer.amount > deposit.amount) return 'overpaid';
  return null;
}
