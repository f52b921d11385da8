import { roleInputSchema, roleSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { roles } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { writeAdminLog } from '../logs/write-log';
import { assertRoleNameFree, rethrowRoleUniqueViolation } from './role-name';
import { loadRole, roleSnapshot, setRolePermissions } from './role-view';
import { lockAdminAccess } from './full-admin-guard';
import { assertHoldsAll } from './grant-guard';

export function createRoleRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/roles',
    {
      schema: {
        tags: ['roles'],
        body: roleInputSchema,
        response: { 201: roleSchema, ...errorResponses(401, 403, 409, 422) },
      },
      config: { access: access.admin('create-roles') },
    },
    async (request, reply) => {
      const now = deps.clock.now();
      try {
        const role = await deps.db.transaction(async (tx) => {
          // The actor's permissions as they are now, not before a change of them under way.
          const actor = await lockAdminAccess(tx, request);
          assertHoldsAll(actor, request.body.permissions);
          await assertRoleNameFree(tx, request.body.name);
          const [row] = await tx
            .insert(roles)
            .values({ name: request.body.name, createdAt: now })
            .returning({ id: roles.id });
          if (!row) throw new Error('insert returned no role');
          await setRolePermissions(tx, row.id, request.body.permissions);
          const created = await loadRole(tx, row.id);
          if (!created) throw new Error('role missing after insert');
          await writeAdminLog(tx, actor.adminId, {
            action: 'role-created',
            subject: { type: 'role', id: row.id },
            after: roleSnapshot(created),
            ip: request.ip,
            at: now,
          });
          return created;
        });
        return reply.code(201).send(role);
      } catch (error) {
        return rethrowRoleUniqueViolation(error);
      }
    },
  );
}
