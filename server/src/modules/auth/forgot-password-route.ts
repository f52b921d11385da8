import { forgotPasswordRequestSchema, okSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { requireCaptcha } from '../../captcha/require-captcha';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { writeClientLog } from '../logs/write-log';
import { findPartnerByEmail } from '../partners/find-partner';
import { createPasswordLink } from './password-links';
import { sendPasswordLink } from './send-password-link';

/**
 * Always `{ ok: true }` (no account enumeration); mails a reset link when the email belongs to a
 * partner no admin deactivated. A deactivated one is treated as an unknown address (no link, no
 * log, no mail): an admin's block is not lifted from a mailbox, and the same work is skipped so
 * the answer does not tell the two apart.
 */
export function forgotPasswordRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: forgotPasswordRequestSchema,
        response: { 200: okSchema, ...errorResponses(422) },
      },
      config: { access: access.public },
    },
    async (request) => {
      await requireCaptcha(deps, request.body.captchaToken, request.ip, request.log);
      const partner = await findPartnerByEmail(deps.db, request.body.email);
      if (partner && !partner.disabled) {
        const now = deps.clock.now();
        const secret = await deps.db.transaction(async (tx) => {
          const created = await createPasswordLink(tx, {
            partnerId: partner.id,
            purpose: 'reset',
            now,
            ttlMs: deps.config.auth.passwordLinkTtlMs,
          });
          await writeClientLog(tx, partner.id, {
            action: 'password-reset-requested',
            ip: request.ip,
            at: now,
          });
          return created;
        });
        await sendPasswordLink(deps, request.log, {
          partner,
          secret,
          purpose: 'reset',
          ...(request.body.language ? { language: request.body.language } : {}),
        });
      }
      return { ok: true as const };
    },
  );
}
