import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  clientLogPageSchema,
  logQuerySchema,
  type LogQuery,
  type ClientLogEntry,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import type { Db } from '../../db/types';
import { adminUsers, clientLogs, partners } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { logFilter } from './log-filters';
import { partnerNameFor, type LogReader } from './mask-personal-data';

const impersonators = alias(adminUsers, 'impersonator');

/** One page of the client log, newest first; a partner's name masked unless `reader` may see it. */
export async function listClientLogs(db: Db, query: LogQuery, reader: LogReader) {
  const { page, pageSize } = query;
  const filter = logFilter(
    query,
    {
      actor: clientLogs.partnerId,
      action: clientLogs.action,
      createdAt: clientLogs.createdAt,
    },
    'partner',
    reader,
  );
  const rows = await db
    .select({
      log: clientLogs,
      partner: {
        id: partners.id,
        login: partners.login,
        name: sql<string>`${partners.firstName} || ' ' || ${partners.lastName}`,
      },
      impersonator: {
        id: impersonators.id,
        login: impersonators.login,
        name: impersonators.name,
      },
    })
    .from(clientLogs)
    .leftJoin(partners, eq(partners.id, clientLogs.partnerId))
    .leftJoin(impersonators, eq(impersonators.id, clientLogs.impersonatorAdminId))
    .where(filter)
    .orderBy(desc(clientLogs.createdAt), desc(clientLogs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(clientLogs).where(filter);
  const items: ClientLogEntry[] = rows.map(({ log, partner, impersonator }) => ({
    id: log.id,
    partner: partner && { ...partner, name: partnerNameFor(reader, partner.name) },
    action: log.action,
    details: log.details,
    impersonator,
    ip: log.ip,
    createdAt: log.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}

/** The client log (sign-in, password and 2FA events, login-as), newest first. */
export function clientLogsRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/client-logs',
    {
      schema: {
        tags: ['logs'],
        querystring: logQuerySchema,
        response: { 200: clientLogPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-client-logs') },
    },
    async (request) => listClientLogs(deps.db, request.query, adminOf(request).permissions),
  );
}
