import { clientLoginRequestSchema, clientLoginResponseSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import { access } from '../../http/access';
import { invalidCredentials } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { checkSignIn } from '../../security/check-sign-in';
import { clearLoginFailures } from '../../security/login-throttle';
import { accountDisabled } from '../admin-auth/admin-login-route';
import { writeClientLog } from '../logs/write-log';
import { findPartnerByLoginOrEmail } from '../partners/find-partner';
import { createLoginChallenge } from '../two-factor/login-challenge';
import { clientSubject } from '../two-factor/subject';
import { isTwoFactorEnabled } from '../two-factor/two-factor-state';
import { issueClientSession } from './client-session';

/**
 * Partner sign-in by login or email: a token, or a 2FA challenge when the partner has 2FA on
 * (finished by POST /api/auth/login/two-fa). Wrong credentials are 422 (a 401 would log the UI
 * out); a failure on an existing partner is written to the client log. After a few failures on
 * the account the sign-in needs a captcha (422 CAPTCHA_REQUIRED) or waits, see checkSignIn. A
 * partner an admin deactivated gets 422 ACCOUNT_DISABLED.
 */
export function clientLoginRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: clientLoginRequestSchema,
        response: { 200: clientLoginResponseSchema, ...errorResponses(422, 429) },
      },
      config: { access: access.public },
    },
    async (request) => {
      const { db, clock, config } = deps;
      const now = clock.now();
      const partner = await findPartnerByLoginOrEmail(db, request.body.login);
      const accountKey = await checkSignIn(deps, {
        realm: 'client',
        account: partner
          ? `partner:${partner.id}`
          : `unknown:${request.body.login.trim().toLowerCase()}`,
        passwordHash: partner?.passwordHash ?? null,
        password: request.body.password,
        captchaToken: request.body.captchaToken,
        ip: request.ip,
        now,
        log: request.log,
        ...(partner
          ? {
              onFailure: (tx: Db) =>
                writeClientLog(tx, partner.id, { action: 'login-failed', ip: request.ip, at: now }),
            }
          : {}),
      });
      if (!partner) throw invalidCredentials(); // checkSignIn never passes without a partner
      // Told only after the right password, so the refusal reveals nothing to a guesser.
      if (partner.disabled) throw accountDisabled();
      const subject = clientSubject(partner.id);
      return db.transaction(async (tx) => {
        if (await isTwoFactorEnabled(tx, subject)) {
          // The password was right: its failures are cleared; the code is limited by the 2FA lock.
          await clearLoginFailures(tx, accountKey);
          const challenge = await createLoginChallenge(
            tx,
            subject,
            now,
            config.twoFactor.challengeTtlMs,
          );
          return { twoFactorRequired: true as const, challenge };
        }
        return issueClientSession(tx, deps, {
          partnerId: partner.id,
          ip: request.ip,
          now,
          twoFactor: false,
          accountKey,
        });
      });
    },
  );
}
