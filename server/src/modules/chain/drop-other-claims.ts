import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { deposits } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * The chain says which request a transfer paid: the one whose own address received it. Another
 * request still open (awaiting payment, pending or expired) that only claimed its hash ("I have
 * paid") loses the claim, so the payment is credited where it went rather than queued as
 * unmatched and left for a confirm of the claimant. A completed claimant keeps it (its credit may
 * be booked under the hash: the transfer is then unmatched, as before).
 */
export async function dropOtherClaims(tx: Db, hash: string, depositId: number): Promise<void> {
  await tx
    .update(deposits)
    .set({ txHash: null })
    .where(
      and(
        eq(sql`lower(${deposits.txHash})`, hash),
        ne(deposits.id, depositId),
        inArray(deposits.status, ['awaiting-payment', 'pending', 'expired']),
      ),
    );
}
