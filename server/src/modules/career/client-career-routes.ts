import { careerProgressSchema, careerStatusListSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { careerProgress } from './career-progress';
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
      schema: { tags: ['career'], response: { 200: careerProgressSchema, ...errorResponses(401) } },
      config: { access: access.client },
    },
    (request) => careerProgress(deps.db, clientOf(request).partnerId),
  );
}
