import { and, eq } from 'drizzle-orm';
import { idParamSchema, okSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminUsers, authTokens } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { writeAdminLog } from '../logs/write-log';
import { guardFullAdmin, lockAdminAccess } from '../roles/full-admin-guard';
import { removeTwoFactor } from '../two-factor/two-factor-service';
import { adminSubject } from '../two-factor/subject';
import { adminUserSnapshot } from './admin-user-input';
import { loadAdminUser } from './admin-user-view';
import { assertMayManageAdmin } from '../roles/grant-guard';

/**
 * Deletes an admin user with their sessions and 2FA. Their past log rows stay, without actor;
 * this deletion's row keeps who they were. Refused when no full admin would remain.
 */
export function deleteAdminUserRoute(app: ZodApp, deps: AppDeps): void {
  app.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin-users'],
        params: idParamSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('delete-users') },
    },
    async (request) => {
      const { id } = request.params;
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        // Before the check reads the actor's and the target's permissions (see lockAdminAccess).
        const actor = await lockAdminAccess(tx, request);
        const before = await loadAdminUser(tx, id);
        if (!before) throw notFound('Admin user');
        await assertMayManageAdmin(tx, actor, id);
        await guardFullAdmin(tx, async () => {
          await tx
            .delete(authTokens)
            .where(and(eq(authTokens.kind, 'admin'), eq(authTokens.subjectId, id)));
          await removeTwoFactor(tx, adminSubject(id));
          // A concurrent deletion got here first (its load saw the row too): 404, no second log.
          const deleted = await tx
            .delete(adminUsers)
            .where(eq(adminUsers.id, id))
            .returning({ id: adminUsers.id });
          if (deleted.length === 0) throw notFound('Admin user');
        });
        await writeAdminLog(tx, id === actor.adminId ? null : actor.adminId, {
          action: 'user-deleted',
          subject: { type: 'admin-user', id },
          before: adminUserSnapshot(before),
          ip: request.ip,
          at: now,
        });
      });
      return { ok: true as const };
    },
  );
}
