import { and, asc, eq, gt } from 'drizzle-orm';
import { DAY } from '../../clock';
import { deposits, partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { tooManyUntil } from '../../http/app-error';

/**
 * Deposit requests a partner may open in any 24 hours. Each request's address is watched on the
 * TRON API for a week (LATE_WATCH_MS), so requests opened without bound by one partner would
 * starve the watcher's minute for everyone's deposits; a partner paying for real needs a few.
 */
export const DEPOSIT_REQUESTS_PER_DAY = 10;

/**
 * Refuses a request past the limit with 429 TOO_MANY_ATTEMPTS, `params.date` when the oldest of
 * the day's requests leaves the 24 hours. Takes the partner's row lock first, so two requests at
 * once cannot both pass at the last free place.
 */
export async function assertDepositRequestAllowed(
  tx: Db,
  partnerId: number,
  now: Date,
): Promise<void> {
  await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .for('no key update');
  const since = new Date(now.getTime() - DAY);
  const recent = await tx
    .select({ createdAt: deposits.createdAt })
    .from(deposits)
    .where(and(eq(deposits.partnerId, partnerId), gt(deposits.createdAt, since)))
    .orderBy(asc(deposits.createdAt))
    .limit(DEPOSIT_REQUESTS_PER_DAY);
  const oldest = recent[0];
  if (recent.length < DEPOSIT_REQUESTS_PER_DAY || !oldest) return;
  throw tooManyUntil(
    `At most ${DEPOSIT_REQUESTS_PER_DAY} deposit requests in 24 hours`,
    new Date(oldest.createdAt.getTime() + DAY),
  );
}
