import { operationPageSchema, operationQuerySchema, walletSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { listOperations } from './list-operations';
import { loadWallet } from './wallet';

/** GET /api/client/wallet and /api/client/operations: the partner's balances and history. */
export function clientOperationRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/wallet',
    {
      schema: { tags: ['operations'], response: { 200: walletSchema, ...errorResponses(401) } },
      config: { access: access.client },
    },
    (request) => loadWallet(deps.db, clientOf(request).partnerId),
  );

  app.get(
    '/api/client/operations',
    {
      schema: {
        tags: ['operations'],
        querystring: operationQuerySchema,
        response: { 200: operationPageSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    (request) => listOperations(deps.db, clientOf(request).partnerId, request.query),
  );
}
