import {
  careerProgressSchema,
  careerStatusListSchema,
  periodQuerySchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { periodStart } from '../network/period-start';
import { readNetworkSettings } from '../settings/network-settings';
import { careerProgress } from './career-progress';
import { careerSeries } from './career-series';
import { careerStatusList, toCareerStatus } from './career-statuses';

/** GET /api/client/career/statuses and /progress: the statuses table and the caller's figures. */
export function clientCareerRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/career/statuses',
    {
      schema: {
        tags: ['career'],
        response: { 200: careerStatusListSchema, ...errorResponses(401) },
      },
      config: { access: access.client },
    },
    async () => ({ items: (await careerStatusList(deps.db)).map(toCareerStatus) }),
  );

  app.get(
    '/api/client/career/progress',
    {
      schema: {
        tags: ['career'],
        querystring: periodQuerySchema,
        response: { 200: careerProgressSchema, ...errorResponses(401, 422) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const { partnerId } = clientOf(request);
      const { period } = request.query;
      const now = deps.clock.now();
      const { careerLines } = await readNetworkSettings(deps.db);
      return {
        ...(await careerProgress(deps.db, partnerId)),
        // The figures are lifetime (career thresholds are); only the chart follows the period.
        series: await careerSeries(deps.db, {
          partnerId,
          lines: careerLines,
          period,
          from: periodStart(period, now),
          now,
        }),
      };
    },
  );
}
