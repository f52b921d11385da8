import {
  ADMIN_USER_SORT_FIELDS,
  adminUserListQuerySchema,
  adminUserPageSchema,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import { parseSort, sortParam } from '../../http/list-query';
import type { ZodApp } from '../../http/zod-app';
import { listAdminUsers } from './list-admin-users';

/** The list's query (the export reuses it, so both filter alike). */
export const adminUserRouteQuerySchema = adminUserListQuerySchema.extend({
  sort: sortParam(ADMIN_USER_SORT_FIELDS),
});

/** One page of the list as the route answers it. */
export function listAdminUsersPage(db: Db, query: z.infer<typeof adminUserRouteQuerySchema>) {
  const { page, pageSize, sort, search, roleId } = query;
  return listAdminUsers(db, {
    page,
    pageSize,
    search,
    roleId,
    sort: parseSort(sort, ADMIN_USER_SORT_FIELDS, { field: 'id', dir: 'asc' }),
  });
}

export function listAdminUsersRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin-users'],
        querystring: adminUserRouteQuerySchema,
        response: { 200: adminUserPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-users') },
    },
    async (request) => listAdminUsersPage(deps.db, request.query),
  );
}
