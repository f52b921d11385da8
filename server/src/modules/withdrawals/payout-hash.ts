import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import { hashHeldElsewhere, lockTxHash } from '../deposits/tx-hash';

/** 409 ALREADY_EXISTS beside the field: the hash is another withdrawal's payout or a deposit. */
const payoutHashTaken = () =>
  new AppError(
    409,
    'ALREADY_EXISTS',
    'This transaction hash already names another payout or a deposit',
    { payoutTxHash: 'taken' },
  );

/**
 * Refuses a payout hash (normalized, normalizeTxHash) that a completed withdrawal, a deposit or a
 * payment the chain watcher saw already names: one chain transaction pays one withdrawal, and a
 * payment in is never a payout. An admin's slip (a hash pasted twice) would otherwise mark an
 * unpaid request paid. The hash's lock keeps two completions naming it from both passing.
 */
export async function assertPayoutHashFree(tx: Db, hash: string): Promise<void> {
  await lockTxHash(tx, hash);
  if (await hashHeldElsewhere(tx, hash, null)) throw payoutHashTaken();
}
