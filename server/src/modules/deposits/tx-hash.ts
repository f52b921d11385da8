import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { chainTransfers, deposits, withdrawals } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import { uniqueViolation } from '../../db/unique-violation';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';

/**
 * One chain transaction, one spelling: lower case without the optional `0x`, so that the unique
 * index (lower(tx_hash)) and the ledger natural key `deposit:<hash>` see the same value.
 */
export const normalizeTxHash = (hash: string): string =>
  hash.trim().toLowerCase().replace(/^0x/, '');

/** 409 ALREADY_EXISTS: another deposit already claims this chain transaction. */
export const txHashTaken = () =>
  new AppError(409, 'ALREADY_EXISTS', 'Another deposit already has this transaction hash', {
    txHash: 'taken',
  });

/**
 * The hash belongs to something else than deposit `depositId` (null: to anything at all): a
 * deposit not rejected names it (the unique index's rule), a completed withdrawal names it as its
 * payout (a payout the platform sent is never a payment in), or the chain watcher saw it pay
 * another deposit's address. The last stops a partner (or an admin's confirm) claiming for one
 * request a payment the chain shows made to another's.
 */
export async function hashHeldElsewhere(
  tx: Db,
  hash: string,
  depositId: number | null,
): Promise<boolean> {
  const [named] = await tx
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(sql`lower(${deposits.txHash})`, hash),
        ne(deposits.status, 'rejected'),
        depositId === null ? undefined : ne(deposits.id, depositId),
      ),
    )
    .limit(1);
  if (named) return true;
  const [payout] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        // Payouts completed before the hash was normalized kept it as typed: `0x` may lead.
        sql`lower(${withdrawals.payoutTxHash}) in (${hash}, ${`0x${hash}`})`,
        sql`${withdrawals.payoutTxHash} is not null`,
        eq(withdrawals.status, 'completed'),
      ),
    )
    .limit(1);
  if (payout) return true;
  const [seen] = await tx
    .select({ id: chainTransfers.id })
    .from(chainTransfers)
    .where(
      and(
        eq(chainTransfers.txHash, hash),
        depositId === null ? undefined : ne(chainTransfers.depositId, depositId),
      ),
    )
    .limit(1);
  return seen !== undefined;
}

/**
 * The first payment the chain watcher saw to this deposit's own address that is not yet decided:
 * still confirming, or waiting in the chain queue (review). Null when there is none.
 */
export async function undecidedChainPayment(
  tx: Db,
  depositId: number,
): Promise<{ txHash: string; status: 'confirming' | 'review' } | null> {
  const [seen] = await tx
    .select({ txHash: chainTransfers.txHash, status: chainTransfers.status })
    .from(chainTransfers)
    .where(
      and(
        eq(chainTransfers.depositId, depositId),
        inArray(chainTransfers.status, ['confirming', 'review']),
      ),
    )
    .orderBy(asc(chainTransfers.id))
    .limit(1);
  if (!seen || (seen.status !== 'confirming' && seen.status !== 'review')) return null;
  return { txHash: seen.txHash, status: seen.status };
}

/**
 * Holds the hash until the transaction ends: a payout's completion and a deposit's claim naming
 * one hash at once each checked it free before the other committed, and both passed (the unique
 * index covers deposits only).
 */
export async function lockTxHash(tx: Db, hash: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.txHashes}, hashtext(${hash}))`,
  );
}

/** Refuses a hash another deposit holds (hashHeldElsewhere), under the hash's lock. */
export async function assertTxHashFree(tx: Db, hash: string, depositId: number): Promise<void> {
  await lockTxHash(tx, hash);
  if (await hashHeldElsewhere(tx, hash, depositId)) throw txHashTaken();
}

/** A concurrent claim of the same hash loses on the unique index: the same 409 as the check. */
export function rethrowTxHashTaken(error: unknown): never {
  if (uniqueViolation(error) === 'deposits_tx_hash_key') throw txHashTaken();
  throw error;
}
