import { and, asc, eq } from 'drizzle-orm';
import { adminUserRoles, adminUsers, rolePermissions } from '../../db/schema';
import type { Db } from '../../db/types';

/** Enabled admins holding manage-support: whom a ticket may be assigned to. */
export async function supportAssignees(
  db: Db,
  onlyId?: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: adminUsers.id, name: adminUsers.name })
    .from(adminUsers)
    .innerJoin(adminUserRoles, eq(adminUserRoles.adminUserId, adminUsers.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, adminUserRoles.roleId))
    .where(
      and(
        eq(adminUsers.disabled, false),
        eq(rolePermissions.permission, 'manage-support'),
        onlyId !== undefined ? eq(adminUsers.id, onlyId) : undefined,
      ),
    )
    .orderBy(asc(adminUsers.name), asc(adminUsers.id));
}
