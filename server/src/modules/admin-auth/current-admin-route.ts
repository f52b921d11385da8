import { currentAdminSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { unauthenticated } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { loadAdminUser } from '../admin-users/admin-user-view';
import { permissionsOfAdmin } from '../roles/admin-permissions';

/** GET /api/user (spec §7): the current admin and their permissions. */
export function currentAdminRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['admin-auth'],
        response: { 200: currentAdminSchema, ...errorResponses(401) },
      },
      config: { access: access.anyAdmin },
    },
    async (request) => {
      const { adminId } = adminOf(request);
      const user = await loadAdminUser(deps.db, adminId);
      if (!user) throw unauthenticated();
      return { user, permissions: await permissionsOfAdmin(deps.db, adminId) };
    },
  );
}
