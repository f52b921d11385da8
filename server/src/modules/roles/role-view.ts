import { count, eq, inArray } from 'drizzle-orm';
import { PERMISSIONS, type LogSnapshot, type Permission, type Role } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { adminUserRoles, rolePermissions, roles } from '../../db/schema';

export type RoleRow = typeof roles.$inferSelect;

/** Roles as the contract shows them: permissions in the contract's order, user counts. */
export async function toRoles(db: Db, rows: RoleRow[]): Promise<Role[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const perms = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, ids));
  const users = await db
    .select({ roleId: adminUserRoles.roleId, n: count() })
    .from(adminUserRoles)
    .where(inArray(adminUserRoles.roleId, ids))
    .groupBy(adminUserRoles.roleId);
  return rows.map((row) => {
    const held = new Set(perms.filter((p) => p.roleId === row.id).map((p) => p.permission));
    return {
      id: row.id,
      name: row.name,
      permissions: PERMISSIONS.filter((p) => held.has(p)),
      userCount: users.find((u) => u.roleId === row.id)?.n ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function loadRole(db: Db, id: number): Promise<Role | null> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) return null;
  const [role] = await toRoles(db, [row]);
  return role ?? null;
}

export async function setRolePermissions(
  db: Db,
  roleId: number,
  permissions: readonly Permission[],
): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = [...new Set(permissions)];
  if (unique.length) {
    await db.insert(rolePermissions).values(unique.map((permission) => ({ roleId, permission })));
  }
}

/** What the admin log keeps of a role. */
export function roleSnapshot(role: Role): LogSnapshot {
  return { name: role.name, permissions: [...role.permissions] };
}
