import { eq } from 'drizzle-orm';
import { adminSessionSchema, clientTokenSchema, twoFactorLoginSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminUsers } from '../../db/schema';
import { access } from '../../http/access';
import { accountDisabled } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { issueAdminSession } from '../admin-auth/admin-session';
import { issueClientSession } from '../auth/client-session';
import { assertPartnerEnabled } from '../partners/find-partner';
import { guardTwoFactorCode } from './code-burst-guard';
import { consumeLoginChallenge, peekLoginChallenge } from './login-challenge';
import { requireTwoFactorCode } from './verify-code';

/**
 * The second step of a sign-in with 2FA: `{ challenge, code }`. The challenge is spent only with
 * a right code (same transaction); wrong codes count towards the 2FA lock, concurrent ones too
 * (guardTwoFactorCode).
 */
export function clientLoginTwoFactorRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/auth/login/two-fa',
    {
      schema: {
        tags: ['auth'],
        body: twoFactorLoginSchema,
        response: { 200: clientTokenSchema, ...errorResponses(401, 409, 422, 429) },
      },
      config: { access: access.public },
    },
    async (request) => {
      const now = deps.clock.now();
      const { challenge, code } = request.body;
      const owner = await peekLoginChallenge(deps.db, 'client', challenge, now);
      return guardTwoFactorCode(deps, owner, code, 'confirmed', () =>
        deps.db.transaction(async (tx) => {
          const subject = await consumeLoginChallenge(tx, 'client', challenge, now);
          // Deactivated since the password step (or the password link): told, as the admin's is.
          await assertPartnerEnabled(tx, subject.id);
          await requireTwoFactorCode(tx, deps, subject, code, request.ip);
          return issueClientSession(tx, deps, {
            partnerId: subject.id,
            ip: request.ip,
            now,
            twoFactor: true,
          });
        }),
      );
    },
  );
}

export function adminLoginTwoFactorRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/login/two-fa',
    {
      schema: {
        tags: ['admin-auth'],
        body: twoFactorLoginSchema,
        response: { 200: adminSessionSchema, ...errorResponses(401, 409, 422, 429) },
      },
      config: { access: access.public },
    },
    async (request) => {
      const now = deps.clock.now();
      const { challenge, code } = request.body;
      const owner = await peekLoginChallenge(deps.db, 'admin', challenge, now);
      return guardTwoFactorCode(deps, owner, code, 'confirmed', () =>
        deps.db.transaction(async (tx) => {
          const subject = await consumeLoginChallenge(tx, 'admin', challenge, now);
          const [admin] = await tx
            .select({ disabled: adminUsers.disabled })
            .from(adminUsers)
            .where(eq(adminUsers.id, subject.id));
          if (!admin || admin.disabled) throw accountDisabled();
          await requireTwoFactorCode(tx, deps, subject, code, request.ip);
          return issueAdminSession(tx, deps, {
            adminId: subject.id,
            ip: request.ip,
            now,
            twoFactor: true,
          });
        }),
      );
    },
  );
}
