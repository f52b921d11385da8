import type { AppModule } from '../../http/zod-app';
import { dashboardIncomeRoute } from './dashboard-income-route';
import { invitePartnerRoute } from './invite-partner-route';
import { networkRoutes } from './network-routes';

/**
 * The partners network (business rules, Partners): the caller's sponsor tree to depth 6
 * (statuses, my and deactivated partners), inviting by email, and the dashboard's income.
 * on-package-paid.ts moves a package payment through the network programmes.
 */
export const networkModule: AppModule = {
  name: 'network',
  register(app, deps) {
    networkRoutes(app, deps);
    invitePartnerRoute(app, deps);
    dashboardIncomeRoute(app, deps);
  },
};
