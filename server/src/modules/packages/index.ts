import type { AppModule } from '../../http/zod-app';
import { adminPackageReadRoutes } from './admin-package-routes';
import { exportPackagesRoute } from './export-packages-route';
import { adminPackageWriteRoutes } from './admin-package-write-routes';
import { buyRoutes } from './buy-routes';
import { clientPackageRoutes } from './client-package-routes';

/**
 * Investment packages (business rules, Packages): the admin catalogue, purchase and upgrade,
 * my packages and their earnings calendar. Accruals are booked by accrual-job.ts.
 */
export const packagesModule: AppModule = {
  name: 'packages',
  register(app, deps) {
    adminPackageReadRoutes(app, deps);
    exportPackagesRoute(app, deps);
    adminPackageWriteRoutes(app, deps);
    clientPackageRoutes(app, deps);
    buyRoutes(app, deps);
  },
};
