import { and, eq, exists, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import { PERMISSIONS, type Permission } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { adminUserRoles, rolePermissions } from '../../db/schema';

/** A condition: the admin whose id is `adminId` (a column of the outer query) holds `permission`. */
export function holdsPermission(db: Db, adminId: AnyColumn, permission: Permission): SQL {
  return exists(
    db
      .select({ roleId: adminUserRoles.roleId })
      .from(adminUserRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, adminUserRoles.roleId))
      .where(
        and(eq(adminUserRoles.adminUserId, adminId), eq(rolePermissions.permission, permission)),
      ),
  );
}

/** The union of the permissions of an admin's roles, in the contract's order. */
export async function permissionsOfAdmin(db: Db, adminId: number): Promise<Permission[]> {
  return (await permissionsOfAdmins(db, [adminId])).get(adminId) ?? [];
}

/** The permissions of each of these admins, in the contract's order (none without roles). */
export async function permissionsOfAdmins(
  db: Db,
  adminIds: readonly number[],
): Promise<Map<number, Permission[]>> {
  const held = new Map(adminIds.map((id) => [id, new Set<string>()]));
  if (adminIds.length) {
    const rows = await db
      .selectDistinct({
        adminId: adminUserRoles.adminUserId,
        permission: rolePermissions.permission,
      })
      .from(adminUserRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, adminUserRoles.roleId))
      .where(inArray(adminUserRoles.adminUserId, [...adminIds]));
    for (const row of rows) held.get(row.adminId)?.add(row.permission);
  }
  return new Map([...held].map(([id, set]) => [id, PERMISSIONS.filter((p) => set.has(p))]));
}
