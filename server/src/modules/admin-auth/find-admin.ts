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
