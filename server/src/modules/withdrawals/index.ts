import type { AppModule } from '../../http/zod-app';
import { adminWithdrawalsRoutes } from './admin-withdrawals-routes';
import { exportWithdrawalsRoute } from './export-withdrawals-route';
import { cancelWithdrawalRoute } from './cancel-withdrawal-route';
import { clientWithdrawalsRoute } from './client-withdrawals-route';
import { completeWithdrawalRoute } from './complete-withdrawal-route';
import { rejectWithdrawalRoute } from './reject-withdrawal-route';
import { requestWithdrawalRoute } from './request-withdrawal-route';
import { withdrawalInfoRoute } from './withdrawal-info-route';

/**
 * Withdrawals (business rules: Finance operations): the partner's request on a window day and
 * its cancel, the back-office's complete or reject.
 */
export const withdrawalsModule: AppModule = {
  name: 'withdrawals',
  register(app, deps) {
    withdrawalInfoRoute(app, deps);
    requestWithdrawalRoute(app, deps);
    cancelWithdrawalRoute(app, deps);
    clientWithdrawalsRoute(app, deps);
    adminWithdrawalsRoutes(app, deps);
    exportWithdrawalsRoute(app, deps);
    completeWithdrawalRoute(app, deps);
    rejectWithdrawalRoute(app, deps);
  },
};
