import type { AppModule } from '../../http/zod-app';
import { chainSettingsRoutes } from './chain-settings-routes';
import { chainTransferRoutes } from './chain-transfer-routes';
import { exportChainTransfersRoute } from './export-chain-transfers-route';

/**
 * USDT TRC20 deposits credited from the chain (business rules: Finance operations): per-request
 * addresses from an xpub, the watcher job (watchDepositsJob) and the admin queue of payments
 * it could not match exactly.
 */
export const chainModule: AppModule = {
  name: 'chain',
  register(app, deps) {
    chainSettingsRoutes(app, deps);
    chainTransferRoutes(app, deps);
    exportChainTransfersRoute(app, deps);
  },
};
