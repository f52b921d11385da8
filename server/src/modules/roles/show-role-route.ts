import { idParamSchema, roleSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { loadRole } from './role-view';

export function showRoleRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/roles/:id',
    {
      schema: {
        tags: ['roles'],
        params: idParamSchema,
        response: { 200: roleSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('view-roles') },
    },
    async (request) => {
      const role = await loadRole(deps.db, request.params.id);
      if (!role) throw notFound('Role');
      return role;
    },
  );
}
