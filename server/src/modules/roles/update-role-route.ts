import { eq } from 'drizzle-orm';
import { idParamSchema, roleInputSchema, roleSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { roles } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { writeAdminLog } from '../logs/write-log';
import { guardFullAdmin, lockAdminAccess } from './full-admin-guard';
import { assertRoleNameFree, rethrowRoleUniqueViolation } from './role-name';
import { loadRole, roleSnapshot, setRolePermissions } from './role-view';
import { assertHoldsAll, guardHoldersAbove } from './grant-guard';

/**
 * Renames a role and replaces its permissions. Permissions are read from the database on every
 * request (access-control.ts), so holders get the change on their next request.
 */
export function updateRoleRoute(app: ZodApp, deps: AppDeps): void {
  app.put(
    '/api/admin/roles/:id',
    {
      schema: {
        tags: ['roles'],
        params: idParamSchema,
        body: roleInputSchema,
        response: { 200: roleSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('update-roles') },
    },
    async (request) => {
      const { id } = request.params;
      const now = deps.clock.now();
      try {
        return await deps.db.transaction(async (tx) => {
          // Before the check reads the actor's and the role's permissions (see lockAdminAccess).
          const actor = await lockAdminAccess(tx, request);
          const before = await loadRole(tx, id);
          if (!before) throw notFound('Role');
          assertHoldsAll(actor, [...before.permissions, ...request.body.permissions]);
          await assertRoleNameFree(tx, request.body.name, id);
          await guardFullAdmin(
            tx,
            () =>
              guardHoldersAbove(tx, actor, id, async () => {
                await tx.update(roles).set({ name: request.body.name }).where(eq(roles.id, id));
                await setRolePermissions(tx, id, request.body.permissions);
              }),
            { permissions: 'lastFullAdmin' },
          );
          const after = await loadRole(tx, id);
          if (!after) throw new Error('role missing after update');
          await writeAdminLog(tx, actor.adminId, {
            action: 'role-updated',
            subject: { type: 'role', id },
            before: roleSnapshot(before),
            after: roleSnapshot(after),
            ip: request.ip,
            at: now,
          });
          return after;
        });
      } catch (error) {
        return rethrowRoleUniqueViolation(error);
      }
    },
  );
}
