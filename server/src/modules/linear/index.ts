import type { AppModule } from '../../http/zod-app';
import { linearRoutes } from './linear-routes';

/**
 * The linear programme (business rules, Linear): bonuses are paid by pay-linear-bonuses.ts in
 * the transaction of each package payment. The linear structure screen lists the downline by
 * line with GET /api/client/network/partners?line=<L> (network module): no route of its own.
 */
export const linearModule: AppModule = {
  name: 'linear',
  register(app, deps) {
    linearRoutes(app, deps);
  },
};
