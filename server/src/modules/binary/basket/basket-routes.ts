import { basketSchema, okSchema, placementParamSchema, placementSchema } from 'shared-api/contract';
import type { AppDeps } from '../../../app-deps';
import { clientOf } from '../../../auth/principal';
import { access } from '../../../http/access';
import { errorResponses } from '../../../http/error-responses';
import type { ZodApp } from '../../../http/zod-app';
import { readNetworkSettings } from '../../settings/network-settings';
import { listBasket } from './list-basket';
import { placeFromBasket } from './place-from-basket';

/** GET /api/client/binary/basket and POST …/basket/{partnerId}/place (contract binary.ts). */
export function basketRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/binary/basket',
    {
      schema: { tags: ['binary'], response: { 200: basketSchema, ...errorResponses(401) } },
      config: { access: access.client },
    },
    async (request) => {
      const { basketHours } = await readNetworkSettings(deps.db);
      return listBasket(deps.db, {
        partnerId: clientOf(request).partnerId,
        now: deps.clock.now(),
        basketHours,
      });
    },
  );

  app.post(
    '/api/client/binary/basket/:partnerId/place',
    {
      schema: {
        tags: ['binary'],
        params: placementParamSchema,
        body: placementSchema,
        response: { 200: okSchema, ...errorResponses(401, 404, 409, 422) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const { basketHours } = await readNetworkSettings(deps.db);
      await deps.db.transaction((tx) =>
        placeFromBasket(tx, {
          callerId: clientOf(request).partnerId,
          partnerId: request.params.partnerId,
          side: request.body.side,
          now: deps.clock.now(),
          basketHours,
        }),
      );
      return { ok: true as const };
    },
  );
}
