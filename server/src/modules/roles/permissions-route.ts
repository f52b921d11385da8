import { asc, eq } from 'drizzle-orm';
import { PERMISSIONS, permissionListSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { rolePermissions, roles } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';

/** Every permission of the contract, in its order, with the roles that hold it. */
export function permissionsRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/permissions',
    {
      schema: {
        tags: ['roles'],
        response: { 200: permissionListSchema, ...errorResponses(401, 403) },
      },
      config: { access: access.admin('view-permissions') },
    },
    async () => {
      const rows = await deps.db
        .select({ permission: rolePermissions.permission, id: roles.id, name: roles.name })
        .from(rolePermissions)
        .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
        .orderBy(asc(roles.name));
      return {
        items: PERMISSIONS.map((name) => ({
          name,
          roles: rows
            .filter((r) => r.permission === name)
            .map(({ id, name: n }) => ({ id, name: n })),
        })),
      };
    },
  );
}
