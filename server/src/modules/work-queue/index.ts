import type { AppModule } from '../../http/zod-app';
import { workQueueRoute } from './work-queue-route';

/**
 * The back-office work queue (issue 13 item 9): how many deposits, withdrawals, promo requests
 * and support tickets wait, each for the admins who may open that list.
 */
export const workQueueModule: AppModule = {
  name: 'work-queue',
  register(app, deps) {
    workQueueRoute(app, deps);
  },
};
