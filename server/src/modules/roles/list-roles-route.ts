import { asc, count, desc, ilike } from 'drizzle-orm';
import { ROLE_SORT_FIELDS, rolePageSchema } from 'shared-api/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import { roles } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import { containsPattern, parseSort, sortableListQuery } from '../../http/list-query';
import type { ZodApp } from '../../http/zod-app';
import { toRoles } from './role-view';

/** The list's query (the export reuses it, so both filter alike). */
export const roleListQuerySchema = sortableListQuery(ROLE_SORT_FIELDS);

/** One page of roles, filtered and sorted as the query asks. */
export async function listRoles(db: Db, query: z.infer<typeof roleListQuerySchema>) {
  const { page, pageSize, search } = query;
  const sort = parseSort(query.sort, ROLE_SORT_FIELDS, { field: 'id', dir: 'asc' });
  const filter = search ? ilike(roles.name, containsPattern(search)) : undefined;
  const column = roles[sort.field];
  const rows = await db
    .select()
    .from(roles)
    .where(filter)
    .orderBy(sort.dir === 'asc' ? asc(column) : desc(column), asc(roles.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(roles).where(filter);
  return { items: await toRoles(db, rows), total: total?.n ?? 0 };
}

export function listRolesRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/roles',
    {
      schema: {
        tags: ['roles'],
        querystring: roleListQuerySchema,
        response: { 200: rolePageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-roles') },
    },
    async (request) => listRoles(deps.db, request.query),
  );
}
