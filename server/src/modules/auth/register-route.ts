import { okSchema, registerRequestSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { requireCaptcha } from '../../captcha/require-captcha';
import { access } from '../../http/access';
import { noSoonerThan } from '../../http/answer-floor';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { registerPartner } from './register-partner';
import { sendPasswordLink } from './send-password-link';
import { sendRegistrationAttempt } from './send-registration-attempt';

/**
 * Signup: 201 `{ ok: true }` and a set-password mail. An email already held gets the same 201,
 * and its owner a mail instead ("someone tried to sign up with your address"; none to a partner
 * an admin deactivated, see sendRegistrationAttempt); a taken login is
 * 409 `fields.login`, limited per IP (see registerPartner). server/README.md has the rule.
 */
export function registerRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 201: okSchema, ...errorResponses(409, 422, 429) },
      },
      config: { access: access.public },
    },
    async (request, reply) => {
      await requireCaptcha(deps, request.body.captchaToken, request.ip, request.log);
      // A new address and a taken one answer after the same time (answer-floor.ts).
      await noSoonerThan(deps.config.auth.enumerationFloorMs, async () => {
        const result = await registerPartner(deps, request.body, request.ip);
        if (result.kind === 'created') {
          await sendPasswordLink(deps, request.log, { ...result, purpose: 'set' });
        } else {
          await sendRegistrationAttempt(deps, request.log, {
            owner: result.owner,
            ...(request.body.language ? { language: request.body.language } : {}),
          });
        }
      });
      return reply.code(201).send({ ok: true });
    },
  );
}
