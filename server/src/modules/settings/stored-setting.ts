import { eq, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import { settings } from '../../db/schema';
import type { Db } from '../../db/types';

/** The stored value of one settings key, or null before an admin first saves it. */
export async function readStoredSetting(db: Db, key: string): Promise<object | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row ? (row.value as object) : null;
}

/** Stores one settings key (inside the caller's transaction, with its admin-log row). */
export async function writeStoredSetting(
  tx: Db,
  key: string,
  value: object,
  adminId: number | null,
  at: Date,
): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value, updatedAt: at, updatedByAdminId: adminId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedAt: at, updatedByAdminId: adminId },
    });
}

/**
 * Holds one key's saves apart until the caller's transaction ends. A save decides on the value it
 * reads first (a deposit wallet or API key kept unless changed, accruals rescheduled when the
 * interval changed, the log's diff): two admins saving at once would both decide on the value
 * neither of them wrote, e.g. a stale form putting back the placeholder wallet an admin had just
 * replaced. An advisory lock, not FOR UPDATE: there is no row before the first save.
 */
export async function lockStoredSetting(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.settings}, hashtext(${key}))`);
}

/**
 * Holds one key's saves off (they wait) until the caller's transaction ends, while other holders
 * go on: for work that must run on the value a save cannot change under it, e.g. an accrual batch
 * booking by the interval it read while a save reschedules the packages by another.
 */
export async function shareStoredSetting(tx: Db, key: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${ADVISORY_LOCKS.settings}, hashtext(${key}))`,
  );
}
