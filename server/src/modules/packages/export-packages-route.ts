import type { InvestmentPackage } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { money } from '../../http/csv/csv-cell';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { adminPackageRouteQuerySchema, listAdminPackages } from './admin-package-routes';

/** GET /api/admin/packages/export (view-packages): the package catalogue as CSV. */
export function exportPackagesRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof adminPackageRouteQuerySchema, InvestmentPackage>(app, deps, {
    path: '/api/admin/packages',
    tag: 'packages',
    query: adminPackageRouteQuerySchema,
    access: access.admin('view-packages'),
    name: 'packages',
    list: (query) => listAdminPackages(deps.db, query),
    columns: [
      { header: 'ID', value: (p) => p.id },
      { header: 'Name', value: (p) => p.name },
      { header: 'Price (GTC)', value: (p) => money(p.price) },
      { header: 'Daily income (%)', value: (p) => (p.dailyIncomeBp / 100).toString() },
      { header: 'Period (days)', value: (p) => p.periodDays },
      { header: 'Additional days', value: (p) => p.additionalDays },
      { header: 'Linear levels', value: (p) => p.linearLevels },
      { header: 'Binary daily limit (GTC)', value: (p) => money(p.binaryDailyLimit) },
      { header: 'Total income (GTC)', value: (p) => money(p.totalIncome) },
      { header: 'Status', value: (p) => p.status },
      { header: 'Sold', value: (p) => p.soldCount },
    ],
  });
}
