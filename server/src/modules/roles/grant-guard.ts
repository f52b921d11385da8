import { inArray } from 'drizzle-orm';
import { PERMISSIONS, type Permission } from 'shared-api/contract';
import type { AdminPrincipal } from '../../auth/principal';
import { rolePermissions } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import { permissionsOfAdmin } from './admin-permissions';

/**
 * No escalation: an admin grants, takes away or manages only permissions they hold themselves.
 * Without it `update-users` alone could assign the full-admin role to oneself or reset the main
 * admin's password, and `update-roles` alone could widen one's own role.
 */
export function assertHoldsAll(actor: AdminPrincipal, wanted: Iterable<Permission>): void {
  for (const permission of wanted) {
    if (!actor.permissions.has(permission)) {
      throw new AppError(
        422,
        'PERMISSION_NOT_HELD',
        `Only an admin holding ${permission} may grant it or manage who holds it`,
      );
    }
  }
}

/** The union of the permissions of these roles. */
export async function permissionsOfRoles(
  db: Db,
  roleIds: readonly number[],
): Promise<Permission[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, [...new Set(roleIds)]));
  const held = new Set(rows.map((r) => r.permission));
  return PERMISSIONS.filter((p) => held.has(p));
}

/** The actor may assign these roles: each of their permissions is the actor's too. */
export async function assertMayAssignRoles(
  db: Db,
  actor: AdminPrincipal,
  roleIds: readonly number[],
): Promise<void> {
  assertHoldsAll(actor, await permissionsOfRoles(db, roleIds));
}

/** The actor may edit or delete this admin: the admin holds nothing the actor lacks. */
export async function assertMayManageAdmin(
  db: Db,
  actor: AdminPrincipal,
  adminId: number,
): Promise<void> {
  assertHoldsAll(actor, await permissionsOfAdmin(db, adminId));
}
