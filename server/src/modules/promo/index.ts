import type { AppModule } from '../../http/zod-app';
import { adminCampaignRoutes } from './admin-campaign-routes';
import { adminPromoRoutes } from './admin-promo-routes';
import { exportPromoPartnersRoute } from './export-promo-partners-route';
import { exportPromoRequestsRoute } from './export-promo-requests-route';
import { clientPromoRoutes } from './client-promo-routes';

/**
 * Promo (business rules, Promo): campaigns as data (the launch campaign seeded on first use),
 * the partner's first-line turnover and level, the participant form, and the back-office lists.
 */
export const promoModule: AppModule = {
  name: 'promo',
  register(app, deps) {
    clientPromoRoutes(app, deps);
    adminPromoRoutes(app, deps);
    exportPromoPartnersRoute(app, deps);
    exportPromoRequestsRoute(app, deps);
    adminCampaignRoutes(app, deps);
  },
};
