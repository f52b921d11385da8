import type { AdminUser } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { adminUserRouteQuerySchema, listAdminUsersPage } from './list-route';

/** GET /api/admin/users/export (view-users): the back-office users list as CSV. */
export function exportAdminUsersRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof adminUserRouteQuerySchema, AdminUser>(app, deps, {
    path: '/api/admin/users',
    tag: 'admin-users',
    query: adminUserRouteQuerySchema,
    access: access.admin('view-users'),
    name: 'users',
    list: (query) => listAdminUsersPage(deps.db, query),
    columns: [
      { header: 'ID', value: (u) => u.id },
      { header: 'Login', value: (u) => u.login },
      { header: 'Name', value: (u) => u.name },
      { header: 'Email', value: (u) => u.email },
      { header: 'Roles', value: (u) => u.roles.map((r) => r.name).join('; ') },
      { header: '2FA', value: (u) => u.twoFactorEnabled },
      { header: 'Created at', value: (u) => u.createdAt },
    ],
  });
}
