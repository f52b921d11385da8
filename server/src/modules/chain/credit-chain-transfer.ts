import { eq } from 'drizzle-orm';
import { chainTransfers, deposits } from '../../db/schema';
import type { Db } from '../../db/types';
import { usdtToGtc } from '../finance/rate';
import { partnerAccount, systemAccount } from '../ledger/accounts';
import type { Actor } from '../ledger/post-transaction';
import { postTransaction } from '../ledger/post-transaction';
import { hashHeldElsewhere } from '../deposits/tx-hash';
import { readFinanceSettings } from '../settings/finance-settings';
import { alreadyCredited } from './confirmed-by-hand';

type TransferRow = typeof chainTransfers.$inferSelect;
type DepositRow = typeof deposits.$inferSelect;

/**
 * Credits the USDT a transfer actually brought, less the request's fee share, in GTC at the
 * rate of now, as one ledger transaction keyed `deposit:<hash>` (so a hash books at most
 * once, whoever credits it: the watcher, an admin from the queue, or a manual confirm). An
 * open request (awaiting payment, pending, expired) becomes completed with that credit.
 * Returns the GTC credited, or null when the hash was already booked (or the request's own credit
 * stands for it, see alreadyCredited).
 */
export async function creditChainTransfer(
  tx: Db,
  transfer: TransferRow,
  deposit: DepositRow,
  by: Actor,
  at: Date,
): Promise<bigint | null> {
  if (alreadyCredited(transfer, deposit)) return null;
  // The fee (USDT) was fixed for the requested amount; a different amount pays its share.
  const fee = deposit.amount > 0n ? (deposit.fee * transfer.amount) / deposit.amount : 0n;
  // The rate of now, as a manual confirm (business rules, Money: the rate when it completes).
  const rate = (await readFinanceSettings(tx)).gtcPerUsdtPpm;
  const net = usdtToGtc(transfer.amount - fee, rate);
  let transactionId: number | null = null;
  if (net > 0n) {
    const posted = await postTransaction(tx, {
      kind: 'deposit',
      naturalKey: `deposit:${transfer.txHash}`,
      partnerId: deposit.partnerId,
      memo: `Deposit #${deposit.id}`,
      details: {
        depositId: deposit.id,
        usdt: transfer.amount.toString(),
        txHash: transfer.txHash,
      },
      createdBy: by,
      at,
      entries: [
        { account: await partnerAccount(tx, deposit.partnerId, 'GTC', at), amount: net },
        { account: await systemAccount(tx, 'deposits-in', 'GTC', at), amount: -net },
      ],
    });
    if (!posted) return null;
    transactionId = posted.id;
  }
  if (deposit.status !== 'completed' && deposit.status !== 'rejected') {
    const hashFree = !(await hashHeldElsewhere(tx, transfer.txHash, deposit.id));
    await tx
      .update(deposits)
      .set({
        status: 'completed',
        ...(hashFree ? { txHash: transfer.txHash } : {}),
        gtcPerUsdtPpm: rate,
        credit: net,
        completedAt: at,
        paidAt: deposit.paidAt ?? at,
        transactionId,
        ...(by.kind === 'admin' ? { processedByAdminId: by.id } : {}),
      })
      .where(eq(deposits.id, deposit.id));
  }
  await tx
    .update(chainTransfers)
    .set({
      status: 'credited',
      credit: net,
      transactionId,
      settledAt: at,
      ...(by.kind === 'admin' ? { decidedByAdminId: by.id } : {}),
    })
    .where(eq(chainTransfers.id, transfer.id));
  return net;
}
