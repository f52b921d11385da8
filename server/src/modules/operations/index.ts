import type { AppModule } from '../../http/zod-app';
import { adminLedgerRoutes } from './admin-ledger-routes';
import { exportTransactionsRoute } from './export-transactions-route';
import { clientOperationRoutes } from './client-routes';
import { partnerBalanceRoutes } from './partner-balance-routes';

/**
 * The ledger as people see it: the partner's wallet and operations, the back-office's
 * transactions with reversals, and admin balance adjustments.
 */
export const operationsModule: AppModule = {
  name: 'operations',
  register(app, deps) {
    clientOperationRoutes(app, deps);
    adminLedgerRoutes(app, deps);
    exportTransactionsRoute(app, deps);
    partnerBalanceRoutes(app, deps);
  },
};
