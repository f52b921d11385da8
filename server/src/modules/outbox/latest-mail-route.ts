import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { textSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { outbox } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { outboxMailSchema, toOutboxMail } from './outbox-mail-schema';

/** TEST_MODE only (not registered otherwise): the latest mail to an address, for e2e tests. */
export function latestMailRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/test/outbox/latest',
    {
      schema: {
        tags: ['test'],
        querystring: z.object({ to: textSchema(254).trim().min(1, 'required') }),
        response: { 200: outboxMailSchema, ...errorResponses(404, 422) },
      },
      config: { access: access.public },
    },
    async (request) => {
      const [row] = await deps.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, request.query.to.toLowerCase()))
        .orderBy(desc(outbox.id))
        .limit(1);
      if (!row) throw notFound('Mail');
      return toOutboxMail(row);
    },
  );
}
