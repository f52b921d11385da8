import type { AppModule } from '../../http/zod-app';
import { listPartnersRoute } from './list-partners-route';
import { exportPartnersRoute } from './export-partners-route';
import { partnerNetworkRoute } from './partner-network-route';
import { partnerWriteRoutes } from './partner-write-routes';
import { resetPartnerTwoFactorRoute } from './reset-two-fa-route';
import { showPartnerRoute } from './show-partner-route';

/**
 * Partners in the back-office: list, show (with the network figures), create, edit, block /
 * unblock sign-in, 2FA reset. Login-as is in admin-auth; the balance in operations.
 */
export const adminPartnersModule: AppModule = {
  name: 'admin-partners',
  register(app, deps) {
    listPartnersRoute(app, deps);
    exportPartnersRoute(app, deps);
    showPartnerRoute(app, deps);
    partnerNetworkRoute(app, deps);
    partnerWriteRoutes(app, deps);
    resetPartnerTwoFactorRoute(app, deps);
  },
};
