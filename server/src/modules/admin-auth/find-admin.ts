import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { adminUsers } from '../../db/schema';

export type AdminUserRecord = typeof adminUsers.$inferSelect;

export async function findAdminByLogin(db: Db, login: string): Promise<AdminUserRecord | null> {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.login})`, login.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** What a sign-in decides on, the admin's row held FOR SHARE until the transaction ends. */
export async function lockAdminSignIn(
  tx: Db,
  id: number,
): Promise<Pick<AdminUserRecord, 'id' | 'passwordHash' | 'disabled'> | null> {
  const [row] = await tx
    .select({
      id: adminUsers.id,
      passwordHash: adminUsers.passwordHash,
      disabled: adminUsers.disabled,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .for('share');
  return row ?? null;
}
