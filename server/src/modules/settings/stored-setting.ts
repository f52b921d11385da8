import { eq } from 'drizzle-orm';
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
