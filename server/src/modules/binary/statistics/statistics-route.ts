import { binaryStatisticsSchema, periodQuerySchema } from 'shared-api/contract';
import type { AppDeps } from '../../../app-deps';
import { clientOf } from '../../../auth/principal';
import { access } from '../../../http/access';
import { errorResponses } from '../../../http/error-responses';
import type { ZodApp } from '../../../http/zod-app';
import { periodStart } from '../../network/period-start';
import { readNetworkSettings } from '../../settings/network-settings';
import { binaryStatistics } from './binary-statistics';

/** GET /api/client/binary/statistics?period (contract binary.ts). */
export function statisticsRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/binary/statistics',
    {
      schema: {
        tags: ['binary'],
        querystring: periodQuerySchema,
        response: { 200: binaryStatisticsSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const now = deps.clock.now();
      return binaryStatistics(deps.db, {
        partnerId: clientOf(request).partnerId,
        period: request.query.period,
        from: periodStart(request.query.period, now),
        now,
        settings: await readNetworkSettings(deps.db),
      });
    },
  );
}
