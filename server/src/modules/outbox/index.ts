import type { AppModule } from '../../http/zod-app';
import { latestMailRoute } from './latest-mail-route';
import { listOutboxRoute } from './list-outbox-route';

export const outboxModule: AppModule = {
  name: 'outbox',
  register(app, deps) {
    // A development mailbox: in production it does not exist (404, like /api/test/*).
    if (deps.config.nodeEnv !== 'production') listOutboxRoute(app, deps);
    if (deps.config.testMode) latestMailRoute(app, deps);
  },
};
