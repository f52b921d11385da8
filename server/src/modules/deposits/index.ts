import type { AppModule } from '../../http/zod-app';
import { adminDepositsRoutes } from './admin-deposits-routes';
import { exportDepositsRoute } from './export-deposits-route';
import { clientDepositsRoute } from './client-deposits-route';
import { confirmDepositRoute } from './confirm-deposit-route';
import { depositInfoRoute } from './deposit-info-route';
import { depositPaidRoute } from './deposit-paid-route';
import { rejectDepositRoute } from './reject-deposit-route';
import { requestDepositRoute } from './request-deposit-route';

/**
 * USDT top-ups (business rules: Finance operations): the partner's request and "I have paid",
 * the back-office's confirm (GTC credit) and reject; expiry runs as expireDepositsJob.
 */
export const depositsModule: AppModule = {
  name: 'deposits',
  register(app, deps) {
    depositInfoRoute(app, deps);
    requestDepositRoute(app, deps);
    depositPaidRoute(app, deps);
    clientDepositsRoute(app, deps);
    adminDepositsRoutes(app, deps);
    exportDepositsRoute(app, deps);
    confirmDepositRoute(app, deps);
    rejectDepositRoute(app, deps);
  },
};
