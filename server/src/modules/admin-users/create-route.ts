import { adminUserCreateSchema, adminUserSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminUsers } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { hashPassword } from '../../security/passwords';
import { writeAdminLog } from '../logs/write-log';
import { lockAdminAccess } from '../roles/full-admin-guard';
import {
  adminUserSnapshot,
  assertAdminFieldsFree,
  assertRolesExist,
  rethrowAdminUniqueViolation,
  setAdminRoles,
} from './admin-user-input';
import { loadAdminUser } from './admin-user-view';
import { assertMayAssignRoles } from '../roles/grant-guard';

export function createAdminUserRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin-users'],
        body: adminUserCreateSchema,
        response: { 201: adminUserSchema, ...errorResponses(401, 403, 409, 422) },
      },
      config: { access: access.admin('create-users') },
    },
    async (request, reply) => {
      const body = request.body;
      const now = deps.clock.now();
      const passwordHash = await hashPassword(body.password, deps.config.passwordHashing);
      try {
        const user = await deps.db.transaction(async (tx) => {
          // Before the check reads the actor's and the roles' permissions (see lockAdminAccess).
          const actor = await lockAdminAccess(tx, request);
          await assertRolesExist(tx, body.roleIds);
          await assertMayAssignRoles(tx, actor, body.roleIds);
          await assertAdminFieldsFree(tx, body);
          const [row] = await tx
            .insert(adminUsers)
            .values({
              login: body.login,
              name: body.name,
              email: body.email.toLowerCase(),
              passwordHash,
              createdAt: now,
            })
            .returning({ id: adminUsers.id });
          if (!row) throw new Error('insert returned no admin user');
          await setAdminRoles(tx, row.id, body.roleIds);
          const created = await loadAdminUser(tx, row.id);
          if (!created) throw new Error('admin user missing after insert');
          await writeAdminLog(tx, actor.adminId, {
            action: 'user-created',
            subject: { type: 'admin-user', id: row.id },
            after: adminUserSnapshot(created),
            ip: request.ip,
            at: now,
          });
          return created;
        });
        return reply.code(201).send(user);
      } catch (error) {
        return rethrowAdminUniqueViolation(error);
      }
    },
  );
}
