import { adminPartnerDetailSchema, idParamSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { loadAdminPartnerDetail } from './load-admin-partner';

export function showPartnerRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/partners/:id',
    {
      schema: {
        tags: ['admin-partners'],
        params: idParamSchema,
        response: { 200: adminPartnerDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('view-partners') },
    },
    async (request) => {
      const detail = await loadAdminPartnerDetail(deps.db, deps.storage, request.params.id);
      if (!detail) throw notFound('Partner');
      return detail;
    },
  );
}
