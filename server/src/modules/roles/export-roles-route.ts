import type { Role } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { listRoles, roleListQuerySchema } from './list-roles-route';

/** GET /api/admin/roles/export (view-roles): the roles list as CSV. */
export function exportRolesRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof roleListQuerySchema, Role>(app, deps, {
    path: '/api/admin/roles',
    tag: 'roles',
    query: roleListQuerySchema,
    access: access.admin('view-roles'),
    name: 'roles',
    list: (query) => listRoles(deps.db, query),
    columns: [
      { header: 'ID', value: (r) => r.id },
      { header: 'Name', value: (r) => r.name },
      { header: 'Permissions', value: (r) => r.permissions.join('; ') },
      { header: 'Users', value: (r) => r.userCount },
      { header: 'Created at', value: (r) => r.createdAt },
    ],
  });
}
