import type { AdminPartner } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { adminPartnerRouteQuerySchema, listAdminPartners } from './list-partners-route';

/** GET /api/admin/partners/export (view-partners): the partner list as CSV. */
export function exportPartnersRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof adminPartnerRouteQuerySchema, AdminPartner>(app, deps, {
    path: '/api/admin/partners',
    tag: 'admin-partners',
    query: adminPartnerRouteQuerySchema,
    access: access.admin('view-partners'),
    name: 'partners',
    list: (query) => listAdminPartners(deps.db, query),
    columns: [
      { header: 'ID', value: (p) => p.id },
      { header: 'Login', value: (p) => p.login },
      { header: 'First name', value: (p) => p.firstName },
      { header: 'Last name', value: (p) => p.lastName },
      { header: 'Email', value: (p) => p.email },
      { header: 'Phone', value: (p) => p.phone },
      { header: 'Partner code', value: (p) => p.partnerCode },
      { header: 'Sponsor', value: (p) => p.sponsor?.login },
      { header: 'Active', value: (p) => p.active },
      { header: 'Disabled', value: (p) => p.disabled },
      { header: '2FA', value: (p) => p.twoFactorEnabled },
      { header: 'Registered at', value: (p) => p.registeredAt },
    ],
  });
}
