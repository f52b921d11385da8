import { eq } from 'drizzle-orm';
import { adminUserSchema, adminUserUpdateSchema, idParamSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminUsers } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { hashPassword } from '../../security/passwords';
import { revokeAllTokens } from '../../security/tokens';
import { writeAdminLog } from '../logs/write-log';
import { holdForNewPassword } from '../auth/account-row';
import { adminSubject } from '../two-factor/subject';
import { guardFullAdmin, lockAdminAccess } from '../roles/full-admin-guard';
import {
  adminUserSnapshot,
  assertAdminFieldsFree,
  assertRolesExist,
  rethrowAdminUniqueViolation,
  setAdminRoles,
} from './admin-user-input';
import { loadAdminUser } from './admin-user-view';
import { assertMayAssignRoles, assertMayManageAdmin } from '../roles/grant-guard';

/**
 * Edits an admin user and their roles. A new password signs the user out everywhere (except the
 * editor's own session when editing themselves). Refused when no full admin would remain.
 */
export function updateAdminUserRoute(app: ZodApp, deps: AppDeps): void {
  app.put(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin-users'],
        params: idParamSchema,
        body: adminUserUpdateSchema,
        response: { 200: adminUserSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('update-users') },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const now = deps.clock.now();
      const passwordHash = body.password
        ? await hashPassword(body.password, deps.config.passwordHashing)
        : null;
      try {
        return await deps.db.transaction(async (tx) => {
          // Before the checks read the actor's, the target's and the roles' permissions (see
          // lockAdminAccess).
          const actor = await lockAdminAccess(tx, request);
          // A 2FA challenge opened with the old password must not finish a sign-in either:
          // spent before the checks lock anything else (holdForNewPassword).
          if (passwordHash) await holdForNewPassword(tx, adminSubject(id), now);
          const before = await loadAdminUser(tx, id);
          if (!before) throw notFound('Admin user');
          await assertRolesExist(tx, body.roleIds);
          await assertMayManageAdmin(tx, actor, id);
          await assertMayAssignRoles(tx, actor, body.roleIds);
          await assertAdminFieldsFree(tx, body, id);
          await guardFullAdmin(
            tx,
            async () => {
              await tx
                .update(adminUsers)
                .set({
                  login: body.login,
                  name: body.name,
                  email: body.email.toLowerCase(),
                  ...(passwordHash ? { passwordHash } : {}),
                })
                .where(eq(adminUsers.id, id));
              await setAdminRoles(tx, id, body.roleIds);
            },
            { roleIds: 'lastFullAdmin' },
          );
          if (passwordHash) {
            const own = id === actor.adminId ? actor.tokenId : undefined;
            await revokeAllTokens(tx, 'admin', id, now, own);
          }
          const after = await loadAdminUser(tx, id);
          if (!after) throw new Error('admin user missing after update');
          await writeAdminLog(tx, actor.adminId, {
            action: 'user-updated',
            subject: { type: 'admin-user', id },
            before: adminUserSnapshot(before),
            after: {
              ...adminUserSnapshot(after),
              ...(passwordHash ? { passwordChanged: true } : {}),
            },
            ip: request.ip,
            at: now,
          });
          return after;
        });
      } catch (error) {
        return rethrowAdminUniqueViolation(error);
      }
    },
  );
}
