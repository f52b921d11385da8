import { asc, count, desc, ilike, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { outbox } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import { containsPattern, parseSort, sortableListQuery } from '../../http/list-query';
import type { ZodApp } from '../../http/zod-app';
import { OUTBOX_SORT_FIELDS, outboxPageSchema, toMaskedOutboxMail } from './outbox-mail-schema';

/**
 * The development outbox (OutboxMailer), newest first by default; search over to and subject.
 * Links are masked (a view permission must not reveal a key to an account); not registered in
 * production, where mail goes out by SMTP.
 */
export function listOutboxRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['outbox'],
        querystring: sortableListQuery(OUTBOX_SORT_FIELDS),
        response: { 200: outboxPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-client-logs') },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const sort = parseSort(request.query.sort, OUTBOX_SORT_FIELDS, { field: 'id', dir: 'desc' });
      const pattern = search ? containsPattern(search) : null;
      const filter = pattern
        ? or(ilike(outbox.to, pattern), ilike(outbox.subject, pattern))
        : undefined;
      const column = outbox[sort.field];
      const rows = await deps.db
        .select()
        .from(outbox)
        .where(filter)
        .orderBy(sort.dir === 'asc' ? asc(column) : desc(column), desc(outbox.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await deps.db.select({ n: count() }).from(outbox).where(filter);
      return { items: rows.map(toMaskedOutboxMail), total: total?.n ?? 0 };
    },
  );
}
