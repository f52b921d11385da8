import { statisticsQuerySchema, statisticsSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { buildStatistics } from './build-statistics';
import { statisticsPeriod } from './statistics-period';

/** spec §2 statistics (view-statistics): `?from&to`, whole UTC days, at most 366 of them. */
export function statisticsRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/statistics',
    {
      schema: {
        tags: ['statistics'],
        querystring: statisticsQuerySchema,
        response: { 200: statisticsSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-statistics') },
    },
    async (request) =>
      buildStatistics(deps.db, statisticsPeriod(request.query.from, request.query.to)),
  );
}
