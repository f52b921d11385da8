import { and, asc, eq, gt, inArray, isNotNull, or } from 'drizzle-orm';
import { DAY, MINUTE } from '../../clock';
import { chainTransfers, deposits } from '../../db/schema';
import type { Job, JobDeps } from '../../jobs/job';
import { normalizeTxHash } from '../deposits/tx-hash';
import { chainWatchOn, readChainSettings } from './chain-settings';
import { sendDepositArrived } from './send-deposit-arrived';
import { settleChainTransfer } from './settle-chain-transfer';
import { TronGridClient, toMicro } from './trongrid-client';

/** How long after its request an address is still watched, so late payments are seen. */
export const LATE_WATCH_MS = 7 * DAY;
/** Transfers decided per run (the rest next run). */
const BATCH = 200;

/**
 * Every minute: asks the TRON API for USDT transfers to the addresses of open (and recent)
 * deposit requests, records each new one (unique by hash, so a second sighting is a no-op),
 * and settles those with enough confirmations, each in its own database transaction. A crash
 * mid-batch leaves the settled ones settled and the rest confirming for the next run.
 */
export const watchDepositsJob: Job = {
  name: 'watch-deposits',
  everyMs: MINUTE,
  async startNote({ db }) {
    const settings = await readChainSettings(db);
    return chainWatchOn(settings)
      ? null
      : 'chain watcher off: no TRON API URL or xpub in settings (deposits need an admin confirm)';
  },
  async run(deps) {
    const settings = await readChainSettings(deps.db);
    if (!chainWatchOn(settings)) return 0;
    const client = new TronGridClient(settings.apiUrl, settings.apiKey);
    await recordSightings(deps, client, settings.usdtContract);
    return settleConfirmed(deps, client, settings.confirmations);
  },
};

async function recordSightings(
  { db, clock }: JobDeps,
  client: TronGridClient,
  contract: string,
): Promise<void> {
  const now = clock.now();
  const watched = await db
    .select({
      id: deposits.id,
      address: deposits.walletAddress,
      createdAt: deposits.createdAt,
    })
    .from(deposits)
    .where(
      and(
        isNotNull(deposits.addressIndex),
        or(
          inArray(deposits.status, ['awaiting-payment', 'pending']),
          gt(deposits.createdAt, new Date(now.getTime() - LATE_WATCH_MS)),
        ),
      ),
    )
    .orderBy(asc(deposits.id));
  for (const deposit of watched) {
    const transfers = await client.incomingTransfers(
      deposit.address,
      contract,
      deposit.createdAt.getTime(),
    );
    if (transfers.length === 0) continue;
    await db
      .insert(chainTransfers)
      .values(
        transfers.map((t) => ({
          txHash: normalizeTxHash(t.transaction_id),
          depositId: deposit.id,
          fromAddress: t.from,
          toAddress: t.to,
          amount: toMicro(t.value, t.token_info.decimals),
          blockTimestamp: new Date(t.block_timestamp),
          status: 'confirming' as const,
          seenAt: now,
        })),
      )
      .onConflictDoNothing({ target: chainTransfers.txHash });
  }
}

async function settleConfirmed(
  deps: JobDeps,
  client: TronGridClient,
  confirmations: number,
): Promise<number> {
  const confirming = await deps.db
    .select({ id: chainTransfers.id, txHash: chainTransfers.txHash })
    .from(chainTransfers)
    .where(eq(chainTransfers.status, 'confirming'))
    .orderBy(asc(chainTransfers.id))
    .limit(BATCH);
  if (confirming.length === 0) return 0;
  const head = await client.nowBlockNumber();
  let settled = 0;
  for (const transfer of confirming) {
    const info = await client.transactionInfo(transfer.txHash);
    if (info.blockNumber === undefined) continue;
    if (info.receipt?.result !== undefined && info.receipt.result !== 'SUCCESS') {
      // The contract call failed on chain: no token moved.
      await deps.db
        .update(chainTransfers)
        .set({ status: 'failed', blockNumber: info.blockNumber, settledAt: deps.clock.now() })
        .where(and(eq(chainTransfers.id, transfer.id), eq(chainTransfers.status, 'confirming')));
      continue;
    }
    // Confirmations = blocks produced on top of the transaction's block.
    if (head - info.blockNumber < confirmations) continue;
    const blockNumber = info.blockNumber;
    const result = await deps.db.transaction((tx) =>
      settleChainTransfer(tx, transfer.id, blockNumber, deps.clock.now()),
    );
    if (result.outcome === 'skipped') continue;
    settled += 1;
    if (result.outcome === 'credited') {
      const { depositId } = result;
      if (deps.afterCommit) deps.afterCommit((outside) => sendDepositArrived(outside, depositId));
      else await sendDepositArrived(deps, depositId);
    }
  }
  return settled;
}
