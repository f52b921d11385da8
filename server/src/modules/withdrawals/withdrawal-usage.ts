import { and, eq, inArray, sum } from 'drizzle-orm';
import { withdrawals } from '../../db/schema';
import type { Db } from '../../db/types';

/** Requests that hold their window and count against the limit; cancelled or rejected ones free both. */
const LIVE = inArray(withdrawals.status, ['pending', 'completed']);

/** GTC requested on a server day (`YYYY-MM-DD`) by the partner, for the daily limit. */
export async function usedOnDay(db: Db, partnerId: number, day: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(withdrawals.amount) })
    .from(withdrawals)
    .where(and(eq(withdrawals.partnerId, partnerId), eq(withdrawals.windowDate, day), LIVE));
  return BigInt(row?.total ?? 0);
}

/** Whether the partner holds the window of that day (one request per window). */
export async function requestedInWindow(db: Db, partnerId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.partnerId, partnerId), eq(withdrawals.windowDate, day), LIVE))
    .limit(1);
  return Boolean(row);
}
