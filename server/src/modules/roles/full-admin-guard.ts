import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from 'shared-api/contract';
import { adminOf, type AdminPrincipal } from '../../auth/principal';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db } from '../../db/types';
import { adminUserRoles, adminUsers, rolePermissions } from '../../db/schema';
import { AppError, forbidden, unauthenticated } from '../../http/app-error';
import { permissionsOfAdmin } from './admin-permissions';

export const lastFullAdmin = (fields?: Record<string, string>) =>
  new AppError(
    409,
    'LAST_FULL_ADMIN',
    'This change would leave no active admin holding every permission',
    fields,
  );

/** Active admins whose roles together hold every permission of the contract. */
export async function countFullAdmins(db: Db): Promise<number> {
  const full = db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .innerJoin(adminUserRoles, eq(adminUserRoles.adminUserId, adminUsers.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, adminUserRoles.roleId))
    .where(and(eq(adminUsers.disabled, false), inArray(rolePermissions.permission, PERMISSIONS)))
    .groupBy(adminUsers.id)
    .having(sql`count(distinct ${rolePermissions.permission}) = ${PERMISSIONS.length}`)
    .as('full');
  const [row] = await db.select({ n: count() }).from(full);
  return row?.n ?? 0;
}

async function takeAdminAccessLock(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.adminAccess})`);
}

/**
 * Holds changes of admin users' roles and of roles apart until the caller's transaction ends.
 * Taken before a change reads what it decides on (the no-escalation checks of grant-guard.ts read
 * the target's permissions): a promotion under way is waited for, not judged on as it was before.
 * The acting admin is read again under it: the access hook read their permissions before the
 * wait, so a change that took their permission (or disabled or deleted them) meanwhile would
 * still let the write through. Answers the hook's own 401 / 403, and the admin as they are now,
 * whose permissions the no-escalation checks must use.
 */
export async function lockAdminAccess(tx: Db, request: FastifyRequest): Promise<AdminPrincipal> {
  await takeAdminAccessLock(tx);
  const actor = adminOf(request);
  const [row] = await tx
    .select({ disabled: adminUsers.disabled })
    .from(adminUsers)
    .where(eq(adminUsers.id, actor.adminId));
  if (!row || row.disabled) throw unauthenticated();
  const permissions = new Set(await permissionsOfAdmin(tx, actor.adminId));
  const needed = request.routeOptions.config.access;
  if (needed?.kind === 'admin' && needed.permission && !permissions.has(needed.permission)) {
    throw forbidden();
  }
  return { ...actor, permissions };
}

/**
 * Runs a change of admin users or roles under the invariant "at least one active admin holds
 * every permission": inside the caller's transaction, under an advisory lock (two concurrent
 * demotions are serialised, so the second one sees the first), the change is refused with 409
 * LAST_FULL_ADMIN when it takes the count of such admins from one or more to zero. (A database
 * that has none yet, e.g. before the first admin is set up, is not blocked.)
 */
export async function guardFullAdmin<T>(
  tx: Db,
  change: () => Promise<T>,
  fields?: Record<string, string>,
): Promise<T> {
  await takeAdminAccessLock(tx);
  const before = await countFullAdmins(tx);
  const result = await change();
  if (before > 0 && (await countFullAdmins(tx)) === 0) throw lastFullAdmin(fields);
  return result;
}
