import { adminPartnerNetworkSchema, idParamSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { partnerNetwork } from './partner-network';

/** partners/show/{id}: the network fields of spec §3 beside the detail. */
export function partnerNetworkRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/partners/:id/network',
    {
      schema: {
        tags: ['admin-partners'],
        params: idParamSchema,
        response: { 200: adminPartnerNetworkSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('view-partners') },
    },
    async (request) => {
      const network = await partnerNetwork(deps.db, request.params.id);
      if (!network) throw notFound('Partner');
      return network;
    },
  );
}
