import { adminLoginRequestSchema, adminLoginResponseSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { passwordSignIn } from '../auth/password-sign-in';
import { writeAdminLog } from '../logs/write-log';
import { adminSubject } from '../two-factor/subject';
import { issueAdminSession } from './admin-session';
import { findAdminByLogin } from './find-admin';

/**
 * Admin sign-in: `{ token, permissions, user }` (spec §7), or a 2FA challenge when the admin has
 * 2FA on (finished by POST /api/admin/login/two-fa). The same password step as the partner
 * sign-in (passwordSignIn): throttled, a wrong password written to the admin log.
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
    async (request) =>
      passwordSignIn(deps, request, {
        realm: 'admin',
        account: await findAdminByLogin(deps.db, request.body.login),
        body: request.body,
        accountName: (id) => `admin:${id}`,
        subject: adminSubject,
        logFailure: (tx, id, entry) => writeAdminLog(tx, id, { action: 'login-failed', ...entry }),
        issueSession: (tx, adminId, accountKey, now) =>
          issueAdminSession(tx, deps, {
            adminId,
            ip: request.ip,
            now,
            twoFactor: false,
            accountKey,
          }),
      }),
  );
}
