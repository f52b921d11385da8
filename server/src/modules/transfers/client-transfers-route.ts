import { transferPageSchema, transferQuerySchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { listTransfers } from './list-transfers';

/** GET /api/client/transfers: what the partner sent and received, each with its `direction`. */
export function clientTransfersRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/transfers',
    {
      schema: {
        tags: ['transfers'],
        querystring: transferQuerySchema,
        response: { 200: transferPageSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const { partnerId } = clientOf(request);
      return listTransfers(deps.db, { ...request.query, partnerId }, partnerId);
    },
  );
}
