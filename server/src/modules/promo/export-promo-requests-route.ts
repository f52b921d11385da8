import { promoListQuerySchema, type PromoRequest } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { money } from '../../http/csv/csv-cell';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { listPromoRequests } from './promo-request-view';

/** GET /api/admin/promo/requests/export (partners_promo_view): the filed forms as CSV. */
export function exportPromoRequestsRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof promoListQuerySchema, PromoRequest>(app, deps, {
    path: '/api/admin/promo/requests',
    tag: 'promo',
    query: promoListQuerySchema,
    access: access.admin('partners_promo_view'),
    name: 'promo-requests',
    list: (query) => listPromoRequests(deps.db, query),
    columns: [
      { header: 'ID', value: (r) => r.id },
      { header: 'Created at', value: (r) => r.createdAt },
      { header: 'Partner', value: (r) => r.partner.login },
      { header: 'First name', value: (r) => r.firstName },
      { header: 'Last name', value: (r) => r.lastName },
      { header: 'Country', value: (r) => r.country },
      { header: 'Level', value: (r) => r.level },
      { header: 'Turnover (GTC)', value: (r) => money(r.turnover) },
      { header: 'Status', value: (r) => r.status },
    ],
  });
}
