import { statusSchema } from 'shared-api/contract';
import { access } from '../../http/access';
import type { AppModule } from '../../http/zod-app';
import { checkReadiness, readinessSchema } from './readiness';

/** Liveness (status, maintenance flag) and readiness (database and migrations). */
export const statusModule: AppModule = {
  name: 'status',
  register(app, deps) {
    app.get(
      '/api/status',
      {
        schema: { tags: ['status'], response: { 200: statusSchema } },
        config: { access: access.public },
      },
      () => ({
        ok: true,
        maintenance: deps.config.maintenance,
        version: deps.config.version,
        time: deps.clock.now().toISOString(),
      }),
    );
    app.get(
      '/api/ready',
      {
        schema: {
          tags: ['status'],
          response: {
            200: readinessSchema.describe(
              'Ready: the database answers, every migration is applied',
            ),
            503: readinessSchema.describe(
              'Not ready: the database does not answer or a migration is pending',
            ),
          },
        },
        config: { access: access.public },
      },
      async (_request, reply) => {
        const readiness = await checkReadiness(deps.db);
        return reply.code(readiness.ready ? 200 : 503).send(readiness);
      },
    );
  },
};
