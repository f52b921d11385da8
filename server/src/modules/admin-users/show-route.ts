import { adminUserSchema, idParamSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { loadAdminUser } from './admin-user-view';

export function showAdminUserRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin-users'],
        params: idParamSchema,
        response: { 200: adminUserSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('view-users') },
    },
    async (request) => {
      const user = await loadAdminUser(deps.db, request.params.id);
      if (!user) throw notFound('Admin user');
      return user;
    },
  );
}
