import type { AppModule } from '../../http/zod-app';
import { adminLogsRoute } from './admin-logs-route';
import { clientLogsRoute } from './client-logs-route';
import { partnerLogsRoute } from './partner-logs-route';
import { exportLogsRoutes } from './export-logs-routes';

/** The three log screens (writers are in write-log.ts, called by every module). */
export const logsModule: AppModule = {
  name: 'logs',
  register(app, deps) {
    adminLogsRoute(app, deps);
    clientLogsRoute(app, deps);
    partnerLogsRoute(app, deps);
    exportLogsRoutes(app, deps);
  },
};
