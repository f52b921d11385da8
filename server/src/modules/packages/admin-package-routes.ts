import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import {
  ADMIN_PACKAGE_SORT_FIELDS,
  adminPackageListQuerySchema,
  idParamSchema,
  packagePageSchema,
  packageSchema,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import { packages } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { containsPattern, parseSort, sortParam } from '../../http/list-query';
import type { ZodApp } from '../../http/zod-app';
import { loadPackage, soldCountSql, toPackageView } from './package-view';

const SORT_COLUMNS = { id: packages.id, name: packages.name, price: packages.price } as const;

/** The list's query (the export reuses it, so both filter alike). */
export const adminPackageRouteQuerySchema = adminPackageListQuerySchema.extend({
  sort: sortParam(ADMIN_PACKAGE_SORT_FIELDS),
});

/** One page of the catalogue with sold counts, filtered and sorted as the query asks. */
export async function listAdminPackages(
  db: Db,
  query: z.infer<typeof adminPackageRouteQuerySchema>,
) {
  const { page, pageSize, search, status } = query;
  const sort = parseSort(query.sort, ADMIN_PACKAGE_SORT_FIELDS, {
    field: 'price',
    dir: 'asc',
  });
  const filter = and(
    search ? ilike(packages.name, containsPattern(search)) : undefined,
    status ? eq(packages.status, status) : undefined,
  );
  const column = SORT_COLUMNS[sort.field];
  const rows = await db
    .select({ row: packages, sold: soldCountSql })
    .from(packages)
    .where(filter)
    .orderBy(sort.dir === 'asc' ? asc(column) : desc(column), asc(packages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(packages).where(filter);
  return {
    items: rows.map(({ row, sold }) => toPackageView(row, sold)),
    total: total?.n ?? 0,
  };
}

/** GET /api/admin/packages and /:id (view-packages): the catalogue with sold counts. */
export function adminPackageReadRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/packages',
    {
      schema: {
        tags: ['packages'],
        querystring: adminPackageRouteQuerySchema,
        response: { 200: packagePageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-packages') },
    },
    async (request) => listAdminPackages(deps.db, request.query),
  );

  app.get(
    '/api/admin/packages/:id',
    {
      schema: {
        tags: ['packages'],
        params: idParamSchema,
        response: { 200: packageSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('view-packages') },
    },
    async (request) => {
      const found = await loadPackage(deps.db, request.params.id);
      if (!found) throw notFound('Package');
      return found;
    },
  );
}
