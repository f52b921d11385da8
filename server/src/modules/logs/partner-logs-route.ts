import { count, desc, eq, sql } from 'drizzle-orm';
import {
  logQuerySchema,
  type LogQuery,
  partnerLogPageSchema,
  type PartnerLogEntry,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import type { Db } from '../../db/types';
import { adminUsers, partnerLogs, partners } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { logFilter } from './log-filters';
import { maskChange, partnerNameFor, type LogReader } from './mask-personal-data';

/**
 * One page of the partner log, newest first, as `reader` may see it: each row is about its
 * partner, so the partner's name and personal snapshot fields are masked without view-partners.
 */
export async function listPartnerLogs(db: Db, query: LogQuery, reader: LogReader) {
  const { page, pageSize } = query;
  const filter = logFilter(
    query,
    {
      actor: partnerLogs.partnerId,
      action: partnerLogs.action,
      createdAt: partnerLogs.createdAt,
    },
    'partner',
    reader,
  );
  const rows = await db
    .select({
      log: partnerLogs,
      partner: {
        id: partners.id,
        login: partners.login,
        name: sql<string>`${partners.firstName} || ' ' || ${partners.lastName}`,
      },
      adminName: adminUsers.name,
    })
    .from(partnerLogs)
    .innerJoin(partners, eq(partners.id, partnerLogs.partnerId))
    .leftJoin(adminUsers, eq(adminUsers.id, partnerLogs.actorAdminId))
    .where(filter)
    .orderBy(desc(partnerLogs.createdAt), desc(partnerLogs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(partnerLogs).where(filter);
  const items: PartnerLogEntry[] = rows.map(({ log, partner, adminName }) => ({
    id: log.id,
    partner: { ...partner, name: partnerNameFor(reader, partner.name) },
    action: log.action,
    actor: {
      kind: log.actorKind,
      name:
        log.actorKind === 'partner' ? partner.login : log.actorKind === 'admin' ? adminName : null,
    },
    ...maskChange({ before: log.before, after: log.after }, 'partner', reader),
    createdAt: log.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}

/** The partner log (profile and status changes, before / after), newest first. */
export function partnerLogsRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/partner-logs',
    {
      schema: {
        tags: ['logs'],
        querystring: logQuerySchema,
        response: { 200: partnerLogPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-client-logs') },
    },
    async (request) => listPartnerLogs(deps.db, request.query, adminOf(request).permissions),
  );
}
