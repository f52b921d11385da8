import { adminLoginRequestSchema, adminLoginResponseSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { AppError, invalidCredentials } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { checkSignIn } from '../../security/check-sign-in';
import { clearLoginFailures } from '../../security/login-throttle';
import { createLoginChallenge } from '../two-factor/login-challenge';
import { adminSubject } from '../two-factor/subject';
import { isTwoFactorEnabled } from '../two-factor/two-factor-state';
import { issueAdminSession } from './admin-session';
import { findAdminByLogin } from './find-admin';

export const accountDisabled = () =>
  new AppError(422, 'ACCOUNT_DISABLED', 'This account is disabled');

/**
 * Admin sign-in: `{ token, permissions, user }` (spec §7), or a 2FA challenge when the admin has
 * 2FA on (finished by POST /api/admin/login/two-fa). Throttled like the partner sign-in (checkSignIn).
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
      const now = clock.now();
      const admin = await findAdminByLogin(db, request.body.login);
      const accountKey = await checkSignIn(deps, {
        realm: 'admin',
        account: admin ? `admin:${admin.id}` : `unknown:${request.body.login.trim().toLowerCase()}`,
        passwordHash: admin?.passwordHash ?? null,
        password: request.body.password,
        captchaToken: request.body.captchaToken,
        ip: request.ip,
        now,
        log: request.log,
      });
      if (!admin) throw invalidCredentials(); // checkSignIn never passes without an admin
      if (admin.disabled) throw accountDisabled();

      const subject = adminSubject(admin.id);
      return db.transaction(async (tx) => {
        if (await isTwoFactorEnabled(tx, subject)) {
          await clearLoginFailures(tx, accountKey);
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
          accountKey,
        });
      });
    },
  );
}
