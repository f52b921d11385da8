import { depositPageSchema, depositQuerySchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { listDeposits } from './list-deposits';

/** GET /api/client/deposits: the partner's own deposits (a `partnerId` filter is ignored). */
export function clientDepositsRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/deposits',
    {
      schema: {
        tags: ['deposits'],
        querystring: depositQuerySchema,
        response: { 200: depositPageSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    async (request) =>
      listDeposits(deps.db, { ...request.query, partnerId: clientOf(request).partnerId }),
  );
}
