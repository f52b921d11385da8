import { eq } from 'drizzle-orm';
import { idParamSchema, okSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { roles } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { writeAdminLog } from '../logs/write-log';
import { guardFullAdmin, lockAdminAccess } from './full-admin-guard';
import { loadRole, roleSnapshot } from './role-view';
import { assertHoldsAll, guardHoldersAbove } from './grant-guard';

/** Deletes a role (its holders lose it). Refused when no full admin would remain. */
export function deleteRoleRoute(app: ZodApp, deps: AppDeps): void {
  app.delete(
    '/api/admin/roles/:id',
    {
      schema: {
        tags: ['roles'],
        params: idParamSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('delete-roles') },
    },
    async (request) => {
      const { id } = request.params;
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        // Before the check reads the actor's and the role's permissions (see lockAdminAccess).
        const actor = await lockAdminAccess(tx, request);
        const before = await loadRole(tx, id);
        if (!before) throw notFound('Role');
        assertHoldsAll(actor, before.permissions);
        await guardFullAdmin(tx, () =>
          guardHoldersAbove(tx, actor, id, async () => {
            // A concurrent deletion got here first (its load saw the row too): 404, no second log.
            const deleted = await tx
              .delete(roles)
              .where(eq(roles.id, id))
              .returning({ id: roles.id });
            if (deleted.length === 0) throw notFound('Role');
          }),
        );
        await writeAdminLog(tx, actor.adminId, {
          action: 'role-deleted',
          subject: { type: 'role', id },
          before: { ...roleSnapshot(before), userCount: before.userCount },
          ip: request.ip,
          at: now,
        });
      });
      return { ok: true as const };
    },
  );
}
