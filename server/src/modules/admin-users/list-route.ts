import {
  ADMIN_USER_SORT_FIELDS,
  adminUserListQuerySchema,
  adminUserPageSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import { parseSort, sortParam } from '../../http/list-query';
import type { ZodApp } from '../../http/zod-app';
import { listAdminUsers } from './list-admin-users';

export function listAdminUsersRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin-users'],
        querystring: adminUserListQuerySchema.extend({ sort: sortParam(ADMIN_USER_SORT_FIELDS) }),
        response: { 200: adminUserPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-users') },
    },
    async (request) => {
      const { page, pageSize, sort, search, roleId } = request.query;
      return listAdminUsers(deps.db, {
        page,
        pageSize,
        search,
        roleId,
        sort: parseSort(sort, ADMIN_USER_SORT_FIELDS, { field: 'id', dir: 'asc' }),
      });
    },
  );
}
