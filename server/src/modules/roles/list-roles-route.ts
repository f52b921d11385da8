import { asc, count, desc, ilike } from 'drizzle-orm';
import { ROLE_SORT_FIELDS, rolePageSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { roles } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import { containsPattern, parseSort, sortableListQuery } from '../../http/list-query';
import type { ZodApp } from '../../http/zod-app';
import { toRoles } from './role-view';

export function listRolesRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/roles',
    {
      schema: {
        tags: ['roles'],
        querystring: sortableListQuery(ROLE_SORT_FIELDS),
        response: { 200: rolePageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-roles') },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const sort = parseSort(request.query.sort, ROLE_SORT_FIELDS, { field: 'id', dir: 'asc' });
      const filter = search ? ilike(roles.name, containsPattern(search)) : undefined;
      const column = roles[sort.field];
      const rows = await deps.db
        .select()
        .from(roles)
        .where(filter)
        .orderBy(sort.dir === 'asc' ? asc(column) : desc(column), asc(roles.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await deps.db.select({ n: count() }).from(roles).where(filter);
      return { items: await toRoles(deps.db, rows), total: total?.n ?? 0 };
    },
  );
}
