import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AdminUser, LogSnapshot } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { adminUserRoles, adminUsers, roles } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { alreadyExists, AppError } from '../../http/app-error';

/** 422 when a role id does not exist (the form offers only existing roles). */
export async function assertRolesExist(db: Db, roleIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(roleIds)];
  if (!wanted.length) return;
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, wanted));
  if (found.length !== wanted.length) {
    throw new AppError(422, 'VALIDATION_FAILED', 'Unknown role', { roleIds: 'unknownRole' });
  }
}

/** Which of login / email another admin already holds, as `{ field: 'taken' }`. */
export async function assertAdminFieldsFree(
  db: Db,
  input: { login: string; email: string },
  exceptId?: number,
): Promise<void> {
  const rows = await db
    .select({ id: adminUsers.id, login: adminUsers.login, email: adminUsers.email })
    .from(adminUsers)
    .where(
      or(
        eq(sql`lower(${adminUsers.login})`, input.login.toLowerCase()),
        eq(adminUsers.email, input.email.toLowerCase()),
      ),
    );
  const fields: Record<string, string> = {};
  for (const row of rows) {
    if (row.id === exceptId) continue;
    if (row.login.toLowerCase() === input.login.toLowerCase()) fields.login = 'taken';
    if (row.email === input.email.toLowerCase()) fields.email = 'taken';
  }
  if (Object.keys(fields).length) throw alreadyExists(fields);
}

/** A unique violation that slipped past the check (a concurrent insert) as the same 409. */
export function rethrowAdminUniqueViolation(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'admin_users_login_key') throw alreadyExists({ login: 'taken' });
  if (constraint === 'admin_users_email_key') throw alreadyExists({ email: 'taken' });
  throw error;
}

export async function setAdminRoles(db: Db, adminId: number, roleIds: readonly number[]) {
  await db.delete(adminUserRoles).where(eq(adminUserRoles.adminUserId, adminId));
  const unique = [...new Set(roleIds)];
  if (unique.length) {
    await db
      .insert(adminUserRoles)
      .values(unique.map((roleId) => ({ adminUserId: adminId, roleId })));
  }
}

/** What the admin log keeps of an admin user (no password hash). */
export function adminUserSnapshot(user: AdminUser): LogSnapshot {
  return {
    login: user.login,
    name: user.name,
    email: user.email,
    roles: user.roles.map((r) => r.name),
  };
}

/**
 * An admin user's snapshot field that is contact data, which only a reader with view-users sees
 * in the admin log. The login and name are not: the log names every actor by them.
 */
export const isAdminUserPersonalField = (field: string): boolean => field === 'email';
