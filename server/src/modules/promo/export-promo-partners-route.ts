import { promoListQuerySchema, type promoPartnerSchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { money } from '../../http/csv/csv-cell';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { listPromoPartners } from './admin-promo-routes';

type PromoPartner = z.infer<typeof promoPartnerSchema>;

/** GET /api/admin/promo/partners/export (partners_promo_view): partners reaching a tier, as CSV. */
export function exportPromoPartnersRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof promoListQuerySchema, PromoPartner>(app, deps, {
    path: '/api/admin/promo/partners',
    tag: 'promo',
    query: promoListQuerySchema,
    access: access.admin('partners_promo_view'),
    name: 'promo-partners',
    list: (query, request) =>
      listPromoPartners(deps.db, query, deps.clock, adminOf(request).permissions),
    columns: [
      { header: 'Partner', value: (p) => p.partner.login },
      { header: 'Name', value: (p) => p.partner.name },
      { header: 'Turnover (GTC)', value: (p) => money(p.turnover) },
      { header: 'Level', value: (p) => p.level },
      { header: 'Prize', value: (p) => p.prize },
      { header: 'Requested', value: (p) => p.requested },
    ],
  });
}
