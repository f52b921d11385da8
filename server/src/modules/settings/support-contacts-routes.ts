import { supportContactsSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { changedFields, writeAdminLog } from '../logs/write-log';
import { lockSupportContacts, readSupportContacts, writeSupportContacts } from './support-contacts';

/**
 * The support contacts (issue 13 item 3): public for the maintenance page and the footers,
 * edited in the back-office settings by support managers.
 */
export function supportContactsRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/support/contacts',
    {
      schema: {
        tags: ['settings'],
        response: { 200: supportContactsSchema, ...errorResponses(429) },
      },
      config: { access: access.public },
    },
    () => readSupportContacts(deps.db),
  );

  app.put(
    '/api/admin/settings/support',
    {
      schema: {
        tags: ['settings'],
        body: supportContactsSchema,
        response: { 200: supportContactsSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('manage-support') },
    },
    async (request) => {
      const actor = adminOf(request);
      const next = request.body;
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        await lockSupportContacts(tx);
        const before = await readSupportContacts(tx);
        await writeSupportContacts(tx, next, actor.adminId, now);
        const changes = changedFields(before, next);
        await writeAdminLog(tx, actor.adminId, {
          action: 'settings-updated',
          details: { key: 'support' },
          before: changes?.before ?? null,
          after: changes?.after ?? null,
          ip: request.ip,
          at: now,
        });
      });
      return next;
    },
  );
}
