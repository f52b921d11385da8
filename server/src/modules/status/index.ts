import { statusSchema } from 'shared-api/contract';
import { access } from '../../http/access';
import type { AppModule } from '../../http/zod-app';

/** Health and maintenance flag. */
export const statusModule: AppModule = {
  name: 'status',
  register(app, deps) {
    app.get(
      '/api/status',
      {
        schema: { tags: ['status'], response: { 200: statusSchema } },
        config: { access: access.public },
      },
      async () => ({
        ok: true,
        maintenance: deps.config.maintenance,
        version: deps.config.version,
        time: deps.clock.now().toISOString(),
      }),
    );
  },
};
