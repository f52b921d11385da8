import type { AppModule } from '../../http/zod-app';
import { statisticsRoute } from './statistics-route';

/** The back-office statistics: partners, packages, deposits, withdrawals and bonuses per day. */
export const statisticsModule: AppModule = {
  name: 'statistics',
  register(app, deps) {
    statisticsRoute(app, deps);
  },
};
