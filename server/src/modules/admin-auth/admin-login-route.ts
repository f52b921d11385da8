import { adminLoginRequestSchema, adminLoginResponseSchema } from 'shared-api/contract';
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
import { createLoginChallenge } from '../two-factor/login-challenge';
import { adminSubject } from '../two-factor/subject';
import { isTwoFactorEnabled } from '../two-factor/two-factor-state';
import { issueAdminSession } from './admin-session';
import { findAdminByLogin } from './find-admin';

export const accountDisabled = () =>
  new AppError(422, 'ACCOUNT_DISABLED', 'This account is disabled');

/**
 * Admin sign-in: `{ token, permissions, user }` (spec §7), or a 2FA challenge when the admin has
 * 2FA on (finished by POST /api/admin/login/two-fa).
 */
export function adminLoginRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/login',
    {
      schema: {
        tags: ['admin-auth'],
        body: adminLoginRequestSchema,
        response: { 200: adminLoginResponseSchema, ...errorResponses(422, 429) },
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
      if (admin.disabled) throw accountDisabled();

      const subject = adminSubject(admin.id);
      return db.transaction(async (tx) => {
        if (await isTwoFactorEnabled(tx, subject)) {
          if (keys[0]) await clearLoginFailures(tx, keys[0]);
          const challenge = await createLoginChallenge(
            tx,
            subject,
            now,
            config.twoFactor.challengeTtlMs,
          );
          return { twoFactorRequired: true as const, challenge };
        }
        return issueAdminSession(tx, deps, {
          adminId: admin.id,
          ip: request.ip,
          now,
          twoFactor: false,
          ...(keys[0] ? { accountKey: keys[0] } : {}),
        });
      });
    },
  );
}
