import { and, eq, exists, type AnyColumn, type SQL } from 'drizzle-orm';
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
  const rows = await db
    .selectDistinct({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .innerJoin(adminUserRoles, eq(adminUserRoles.roleId, rolePermissions.roleId))
    .where(eq(adminUserRoles.adminUserId, adminId));
  const held = new Set(rows.map((r) => r.permission));
  return PERMISSIONS.filter((p) => held.has(p));
}
