import { linearRulesSchema, linearStatisticsSchema, periodQuerySchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { periodStart } from '../network/period-start';
import { readNetworkSettings } from '../settings/network-settings';
import { linearStatistics } from './linear-statistics';
import { openLinearLevels } from './open-levels';

/** GET /api/client/linear/rules and /statistics: the reward table and the caller's figures. */
export function linearRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/linear/rules',
    {
      schema: { tags: ['linear'], response: { 200: linearRulesSchema, ...errorResponses(401) } },
      config: { access: access.client },
    },
    async (request) => {
      const { linearLevelsBp } = await readNetworkSettings(deps.db);
      const openLevels = await openLinearLevels(deps.db, clientOf(request).partnerId);
      return {
        levels: linearLevelsBp.map((percentBp, i) => ({
          level: i + 1,
          percentBp,
          open: i + 1 <= openLevels,
        })),
        openLevels,
      };
    },
  );

  app.get(
    '/api/client/linear/statistics',
    {
      schema: {
        tags: ['linear'],
        querystring: periodQuerySchema,
        response: { 200: linearStatisticsSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const { partnerId } = clientOf(request);
      const { linearLevelsBp } = await readNetworkSettings(deps.db);
      const now = deps.clock.now();
      return linearStatistics(deps.db, {
        partnerId,
        levels: linearLevelsBp.length,
        openLevels: await openLinearLevels(deps.db, partnerId),
        period: request.query.period,
        from: periodStart(request.query.period, now),
        now,
      });
    },
  );
}
