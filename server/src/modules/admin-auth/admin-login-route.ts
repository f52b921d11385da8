import { adminLoginRequestSchema, adminSessionSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { requireCaptcha } from '../../captcha/require-captcha';
import { access } from '../../http/access';
import { AppError, invalidCredentials } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import {
  assertLoginAllowed,
  clearLoginFailures,
  loginKeys,
  recordLoginFailure,
} from '../../security/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../../security/passwords';
import { issueToken } from '../../security/tokens';
import { loadAdminUser } from '../admin-users/admin-user-view';
import { writeAdminLog } from '../logs/write-log';
import { permissionsOfAdmin } from '../roles/admin-permissions';
import { findAdminByLogin } from './find-admin';

/** Admin sign-in: `{ token, permissions, user }` (spec §7). */
export function adminLoginRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/login',
    {
      schema: {
        tags: ['admin-auth'],
        body: adminLoginRequestSchema,
        response: { 200: adminSessionSchema, ...errorResponses(422, 429) },
      },
      config: { access: access.public },
    },
    async (request) => {
      const { db, clock, config } = deps;
      await requireCaptcha(deps, request.body.captchaToken, request.ip, request.log);
      const now = clock.now();
      const admin = await findAdminByLogin(db, request.body.login);
      const account = admin ? `admin:${admin.id}` : `unknown:${request.body.login.toLowerCase()}`;
      const keys = loginKeys('admin', account, request.ip);
      await assertLoginAllowed(db, config.auth, now, keys);

      const ok = admin
        ? await verifyPassword(request.body.password, admin.passwordHash)
        : await burnPasswordCheck(request.body.password, config.passwordHashing);
      if (!admin || !ok) {
        await recordLoginFailure(db, config.auth, now, keys);
        throw invalidCredentials();
      }
      if (admin.disabled) throw new AppError(422, 'ACCOUNT_DISABLED', 'This account is disabled');

      const token = await db.transaction(async (tx) => {
        if (keys[0]) await clearLoginFailures(tx, keys[0]);
        const issued = await issueToken(tx, {
          kind: 'admin',
          subjectId: admin.id,
          now,
          ttlMs: config.auth.adminTokenTtlMs,
        });
        await writeAdminLog(tx, admin.id, { action: 'login', ip: request.ip, at: now });
        return issued.token;
      });
      const user = await loadAdminUser(db, admin.id);
      if (!user) throw invalidCredentials();
      return { token, permissions: await permissionsOfAdmin(db, admin.id), user };
    },
  );
}
