import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  ADMIN_PARTNER_SORT_FIELDS,
  adminPartnerListQuerySchema,
  adminPartnerPageSchema,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import { partners, twoFactor } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import { containsPattern, parseSort, sortParam } from '../../http/list-query';
import type { ZodApp } from '../../http/zod-app';
import {
  adminPartnerColumns,
  sponsors,
  toAdminPartner,
  twoFactorOfPartner,
} from './admin-partner-view';

/** The list's query (the export reuses it, so both filter alike). */
export const adminPartnerRouteQuerySchema = adminPartnerListQuerySchema.extend({
  sort: sortParam(ADMIN_PARTNER_SORT_FIELDS),
});

/** One page of partners, filtered and sorted as the query asks. */
export async function listAdminPartners(
  db: Db,
  query: z.infer<typeof adminPartnerRouteQuerySchema>,
) {
  const { page, pageSize, search, active, disabled } = query;
  const sort = parseSort(query.sort, ADMIN_PARTNER_SORT_FIELDS, {
    field: 'id',
    dir: 'asc',
  });
  const pattern = search ? containsPattern(search) : null;
  const filter = and(
    pattern
      ? or(
          ilike(partners.login, pattern),
          ilike(partners.email, pattern),
          ilike(partners.partnerCode, pattern),
          ilike(sql`${partners.firstName} || ' ' || ${partners.lastName}`, pattern),
        )
      : undefined,
    active ? eq(partners.active, active === 'true') : undefined,
    disabled ? eq(partners.disabled, disabled === 'true') : undefined,
  );
  const column = partners[sort.field];
  const rows = await db
    .select(adminPartnerColumns)
    .from(partners)
    .leftJoin(sponsors, eq(sponsors.id, partners.sponsorId))
    .leftJoin(twoFactor, twoFactorOfPartner)
    .where(filter)
    .orderBy(sort.dir === 'asc' ? asc(column) : desc(column), asc(partners.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(partners).where(filter);
  return { items: rows.map(toAdminPartner), total: total?.n ?? 0 };
}

/** Partners for the back-office: search over login, email, name and code; `active` and `disabled` filters. */
export function listPartnersRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/partners',
    {
      schema: {
        tags: ['admin-partners'],
        querystring: adminPartnerRouteQuerySchema,
        response: { 200: adminPartnerPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-partners') },
    },
    async (request) => listAdminPartners(deps.db, request.query),
  );
}
