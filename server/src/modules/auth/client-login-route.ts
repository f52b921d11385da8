import { clientLoginRequestSchema, clientTokenSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { requireCaptcha } from '../../captcha/require-captcha';
import { access } from '../../http/access';
import { invalidCredentials } from '../../http/app-error';
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
import { writeClientLog } from '../logs/write-log';
import { findPartnerByLoginOrEmail } from '../partners/find-partner';

/** Partner sign-in by login or email. Wrong credentials are 422 (a 401 would log the UI out). */
export function clientLoginRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: clientLoginRequestSchema,
        response: { 200: clientTokenSchema, ...errorResponses(422, 429) },
      },
      config: { access: access.public },
    },
    async (request) => {
      const { db, clock, config } = deps;
      await requireCaptcha(deps, request.body.captchaToken, request.ip, request.log);
      const now = clock.now();
      const partner = await findPartnerByLoginOrEmail(db, request.body.login);
      const account = partner
        ? `partner:${partner.id}`
        : `unknown:${request.body.login.toLowerCase()}`;
      const keys = loginKeys('client', account, request.ip);
      await assertLoginAllowed(db, config.auth, now, keys);

      const ok = partner?.passwordHash
        ? await verifyPassword(request.body.password, partner.passwordHash)
        : await burnPasswordCheck(request.body.password, config.passwordHashing);
      if (!partner || !ok) {
        await recordLoginFailure(db, config.auth, now, keys);
        throw invalidCredentials();
      }
      return db.transaction(async (tx) => {
        if (keys[0]) await clearLoginFailures(tx, keys[0]);
        const { token } = await issueToken(tx, {
          kind: 'client',
          subjectId: partner.id,
          now,
          ttlMs: config.auth.clientTokenTtlMs,
        });
        await writeClientLog(tx, partner.id, { action: 'login', ip: request.ip, at: now });
        return { token };
      });
    },
  );
}
