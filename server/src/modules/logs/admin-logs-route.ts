import { count, desc, eq } from 'drizzle-orm';
import {
  adminLogPageSchema,
  logQuerySchema,
  type LogQuery,
  type AdminLogEntry,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import type { Db } from '../../db/types';
import { adminLogs, adminUsers } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { logFilter } from './log-filters';
import { maskChange, type LogReader } from './mask-personal-data';

/**
 * One page of the admin log, newest first, as `reader` may see it: a partner's or admin user's
 * personal data in a snapshot masked unless the reader holds that record's view permission.
 */
export async function listAdminLogs(db: Db, query: LogQuery, reader: LogReader) {
  const { page, pageSize } = query;
  const filter = logFilter(
    query,
    {
      actor: adminLogs.adminUserId,
      action: adminLogs.action,
      createdAt: adminLogs.createdAt,
    },
    'admin',
    reader,
  );
  const rows = await db
    .select({
      log: adminLogs,
      actor: { id: adminUsers.id, login: adminUsers.login, name: adminUsers.name },
    })
    .from(adminLogs)
    .leftJoin(adminUsers, eq(adminUsers.id, adminLogs.adminUserId))
    .where(filter)
    .orderBy(desc(adminLogs.createdAt), desc(adminLogs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(adminLogs).where(filter);
  const items: AdminLogEntry[] = rows.map(({ log, actor }) => ({
    id: log.id,
    actor,
    action: log.action,
    subject:
      log.subjectType && log.subjectId !== null
        ? { type: log.subjectType, id: log.subjectId }
        : null,
    ...maskChange(
      {
        before: log.before,
        after: log.after ?? (Object.keys(log.details).length ? log.details : null),
      },
      log.subjectType,
      reader,
    ),
    ip: log.ip,
    createdAt: log.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}

/** The admin log, newest first: who, what, which record, before / after, IP, time. */
export function adminLogsRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/admin-logs',
    {
      schema: {
        tags: ['logs'],
        querystring: logQuerySchema,
        response: { 200: adminLogPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-admin-logs') },
    },
    async (request) => listAdminLogs(deps.db, request.query, adminOf(request).permissions),
  );
}
