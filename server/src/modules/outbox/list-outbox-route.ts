import { and, asc, count, desc, ilike, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { outbox } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import { containsPattern, parseSort, sortableListQuery } from '../../http/list-query';
import type { ZodApp } from '../../http/zod-app';
import { OUTBOX_SORT_FIELDS, outboxPageSchema, toMaskedOutboxMail } from './outbox-mail-schema';
import { recipientShown } from './outbox-recipient';

/**
 * The development outbox (OutboxMailer), newest first by default; search over to and subject.
 * Links are masked (a view permission must not reveal a key to an account); a mail whose
 * recipient the reader may not see (outbox-recipient.ts) shows neither address nor body. Not
 * registered in production, where mail goes out by SMTP.
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
      const shown = recipientShown(adminOf(request).permissions);
      const pattern = search ? containsPattern(search) : null;
      // The address is searched and sorted only where it shows: a match or a place in the order
      // of a masked one would tell it, one guessed letter at a time.
      const filter = pattern
        ? or(and(shown, ilike(outbox.to, pattern)), ilike(outbox.subject, pattern))
        : undefined;
      const column =
        sort.field === 'to' ? sql`case when ${shown} then ${outbox.to} end` : outbox[sort.field];
      const rows = await deps.db
        .select({ mail: outbox, shown })
        .from(outbox)
        .where(filter)
        .orderBy(sort.dir === 'asc' ? asc(column) : desc(column), desc(outbox.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await deps.db.select({ n: count() }).from(outbox).where(filter);
      return {
        items: rows.map((row) => toMaskedOutboxMail(row.mail, row.shown)),
        total: total?.n ?? 0,
      };
    },
  );
}
