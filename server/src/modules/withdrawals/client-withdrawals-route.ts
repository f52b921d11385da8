import { withdrawalPageSchema, withdrawalQuerySchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { listWithdrawals } from './list-withdrawals';

/** GET /api/client/withdrawals: the partner's own requests (a `partnerId` filter is ignored). */
export function clientWithdrawalsRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/withdrawals',
    {
      schema: {
        tags: ['withdrawals'],
        querystring: withdrawalQuerySchema,
        response: { 200: withdrawalPageSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    async (request) =>
      listWithdrawals(deps.db, { ...request.query, partnerId: clientOf(request).partnerId }),
  );
}
