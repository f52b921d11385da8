import { and, eq, lte } from 'drizzle-orm';
import { MINUTE } from '../../clock';
import { deposits } from '../../db/schema';
import type { Job } from '../../jobs/job';

/**
 * Every minute: awaiting-payment deposits whose payment timer ended → expired. One conditional
 * UPDATE, so a rerun or a second instance finds nothing left to do; a `pending` deposit (the
 * partner said it paid) never expires, it waits for an admin.
 */
export const expireDepositsJob: Job = {
  name: 'expire-deposits',
  everyMs: MINUTE,
  async run({ db, clock }) {
    const expired = await db
      .update(deposits)
      .set({ status: 'expired' })
      .where(and(eq(deposits.status, 'awaiting-payment'), lte(deposits.expiresAt, clock.now())))
      .returning({ id: deposits.id });
    return expired.length;
  },
};
