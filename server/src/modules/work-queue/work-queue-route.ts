import { workQueueSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { countWorkQueue } from './count-queues';

/** GET /api/admin/work-queue (any admin): the counts behind the menu badges and landing cards. */
export function workQueueRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/work-queue',
    {
      schema: {
        tags: ['admin-work-queue'],
        response: { 200: workQueueSchema, ...errorResponses(401) },
      },
      config: { access: access.anyAdmin },
    },
    async (request) => countWorkQueue(deps.db, deps.clock.now(), adminOf(request).permissions),
  );
}
