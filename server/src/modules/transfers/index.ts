import type { AppModule } from '../../http/zod-app';
import { adminTransfersRoutes } from './admin-transfers-routes';
import { exportTransfersRoute } from './export-transfers-route';
import { clientTransfersRoute } from './client-transfers-route';
import { recipientRoute } from './recipient-route';
import { sendTransferRoute } from './send-transfer-route';

/** GTC between partners (business rules: Finance operations), and the back-office's view of them. */
export const transfersModule: AppModule = {
  name: 'transfers',
  register(app, deps) {
    sendTransferRoute(app, deps);
    clientTransfersRoute(app, deps);
    recipientRoute(app, deps);
    adminTransfersRoutes(app, deps);
    exportTransfersRoute(app, deps);
  },
};
