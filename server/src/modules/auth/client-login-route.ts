import { clientLoginRequestSchema, clientLoginResponseSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { writeClientLog } from '../logs/write-log';
import { findPartnerByLoginOrEmail } from '../partners/find-partner';
import { clientSubject } from '../two-factor/subject';
import { issueClientSession } from './client-session';
import { passwordSignIn } from './password-sign-in';

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
    async (request) =>
      passwordSignIn(deps, request, {
        realm: 'client',
        account: await findPartnerByLoginOrEmail(deps.db, request.body.login),
        body: request.body,
        accountName: (id) => `partner:${id}`,
        subject: clientSubject,
        logFailure: (tx, id, entry) => writeClientLog(tx, id, { action: 'login-failed', ...entry }),
        issueSession: (tx, partnerId, accountKey, now) =>
          issueClientSession(tx, deps, {
            partnerId,
            ip: request.ip,
            now,
            twoFactor: false,
            accountKey,
          }),
      }),
  );
}
