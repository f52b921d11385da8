import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AdminUser } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { adminUserRoles, adminUsers, roles, twoFactor } from '../../db/schema';

export type AdminUserRow = Pick<
  typeof adminUsers.$inferSelect,
  'id' | 'login' | 'name' | 'email' | 'createdAt'
>;

export const adminUserColumns = {
  id: adminUsers.id,
  login: adminUsers.login,
  name: adminUsers.name,
  email: adminUsers.email,
  createdAt: adminUsers.createdAt,
};

/** Admin users as the contract shows them, with their roles (one query for all rows). */
export async function toAdminUsers(db: Db, rows: AdminUserRow[]): Promise<AdminUser[]> {
  const ids = rows.map((r) => r.id);
  const roleRows = ids.length
    ? await db
        .select({ adminUserId: adminUserRoles.adminUserId, id: roles.id, name: roles.name })
        .from(adminUserRoles)
        .innerJoin(roles, eq(roles.id, adminUserRoles.roleId))
        .where(inArray(adminUserRoles.adminUserId, ids))
        .orderBy(asc(roles.name))
    : [];
  const withTwoFactor = ids.length
    ? await db
        .select({ id: twoFactor.subjectId })
        .from(twoFactor)
        .where(
          and(
            eq(twoFactor.kind, 'admin'),
            inArray(twoFactor.subjectId, ids),
            isNotNull(twoFactor.secret),
          ),
        )
    : [];
  const twoFactorIds = new Set(withTwoFactor.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    login: row.login,
    name: row.name,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    roles: roleRows.filter((r) => r.adminUserId === row.id).map(({ id, name }) => ({ id, name })),
    twoFactorEnabled: twoFactorIds.has(row.id),
  }));
}

export async function loadAdminUser(db: Db, id: number): Promise<AdminUser | null> {
  const [row] = await db
    .select(adminUserColumns)
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .limit(1);
  if (!row) return null;
  const [user] = await toAdminUsers(db, [row]);
  return user ?? null;
}
