import type { AppModule } from '../../http/zod-app';
import { listPartnersRoute } from './list-partners-route';
import { resetPartnerTwoFactorRoute } from './reset-two-fa-route';
import { showPartnerRoute } from './show-partner-route';

/** Partners in the back-office (minimal for now: list, show, 2FA reset; login-as is in admin-auth). */
export const adminPartnersModule: AppModule = {
  name: 'admin-partners',
  register(app, deps) {
    listPartnersRoute(app, deps);
    showPartnerRoute(app, deps);
    resetPartnerTwoFactorRoute(app, deps);
  },
};
