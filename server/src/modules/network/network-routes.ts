import {
  downlinePageSchema,
  downlineQuerySchema,
  networkStatusesSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { listDownline } from './list-downline';
import { networkStatuses } from './network-statuses';

/** GET /api/client/network/statuses and /partners: the caller's own downline to depth 6. */
export function networkRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/network/statuses',
    {
      schema: {
        tags: ['network'],
        response: { 200: networkStatusesSchema, ...errorResponses(401) },
      },
      config: { access: access.client },
    },
    (request) => networkStatuses(deps.db, clientOf(request).partnerId),
  );

  app.get(
    '/api/client/network/partners',
    {
      schema: {
        tags: ['network'],
        querystring: downlineQuerySchema,
        response: { 200: downlinePageSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    (request) => listDownline(deps.db, clientOf(request).partnerId, request.query),
  );
}
