import { asc } from 'drizzle-orm';
import { roleOptionsSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { roles } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';

/** The roles a user form can assign (view-users suffices: no need for view-roles). */
export function roleOptionsRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/users/role-options',
    {
      schema: {
        tags: ['admin-users'],
        response: { 200: roleOptionsSchema, ...errorResponses(401, 403) },
      },
      config: { access: access.admin('view-users') },
    },
    async () => ({
      items: await deps.db
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .orderBy(asc(roles.name)),
    }),
  );
}
