import { eq } from 'drizzle-orm';
import { adminPartnerDetailSchema, idParamSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { partners, twoFactor } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import {
  adminPartnerColumns,
  sponsors,
  toAdminPartnerDetail,
  twoFactorOfPartner,
} from './admin-partner-view';

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
      const [row] = await deps.db
        .select(adminPartnerColumns)
        .from(partners)
        .leftJoin(sponsors, eq(sponsors.id, partners.sponsorId))
        .leftJoin(twoFactor, twoFactorOfPartner)
        .where(eq(partners.id, request.params.id))
        .limit(1);
      if (!row) throw notFound('Partner');
      return toAdminPartnerDetail(row, deps.storage);
    },
  );
}
