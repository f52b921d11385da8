import { okSchema, registerRequestSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { requireCaptcha } from '../../captcha/require-captcha';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { registerPartner } from './register-partner';
import { sendPasswordLink } from './send-password-link';

export function registerRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 201: okSchema, ...errorResponses(409, 422) },
      },
      config: { access: access.public },
    },
    async (request, reply) => {
      await requireCaptcha(deps, request.body.captchaToken, request.ip, request.log);
      const { partner, secret } = await registerPartner(deps, request.body, request.ip);
      await sendPasswordLink(deps, request.log, { partner, secret, purpose: 'set' });
      return reply.code(201).send({ ok: true });
    },
  );
}
