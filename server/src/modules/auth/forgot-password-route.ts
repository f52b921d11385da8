import { and, eq } from 'drizzle-orm';
import { forgotPasswordRequestSchema, okSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { HOUR } from '../../clock';
import { requireCaptcha } from '../../captcha/require-captcha';
import { partners } from '../../db/schema';
import { access } from '../../http/access';
import { noSoonerThan } from '../../http/answer-floor';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { writeClientLog } from '../logs/write-log';
import { findPartnerByEmail } from '../partners/find-partner';
import { createPasswordLink, resetLinksSince } from './password-links';
import { sendPasswordLink } from './send-password-link';

/**
 * Reset links mailed to one partner in an hour, at most. Anyone may ask for an address's reset
 * (the captcha and the per-IP limit slow one sender, not many): past this, the answer is the same
 * and nothing is mailed, so a mailbox is not flooded nor the sender's reputation spent. The links
 * already mailed stay valid.
 */
export const RESET_LINKS_PER_HOUR = 3;

/**
 * Always `{ ok: true }` (no account enumeration); mails a reset link when the email belongs to a
 * partner no admin deactivated, at most RESET_LINKS_PER_HOUR an hour. A deactivated one is
 * treated as an unknown address (no link, no log, no mail): an admin's block is not lifted from
 * a mailbox, and the same work is skipped so the answer does not tell the two apart.
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
      // A known address and an unknown one answer after the same time (answer-floor.ts).
      await noSoonerThan(deps.config.auth.enumerationFloorMs, async () => {
        const partner = await findPartnerByEmail(deps.db, request.body.email);
        if (!partner || partner.disabled) return;
        const now = deps.clock.now();
        const sent = await deps.db.transaction(async (tx) => {
          // The row again, locked against an admin's email change (it voids the open links under
          // the row's lock) or deactivation: one committed since the read above mails nothing,
          // else a link would go to the old address (or a blocked partner) and outlive the change.
          // Exclusive, not shared: parallel requests for one partner each counted the links of
          // the hour before any other committed, and together mailed past the hourly limit.
          const [locked] = await tx
            .select()
            .from(partners)
            .where(
              and(
                eq(partners.id, partner.id),
                eq(partners.email, partner.email),
                eq(partners.disabled, false),
              ),
            )
            .for('no key update');
          if (!locked) return null;
          if (
            (await resetLinksSince(tx, locked.id, new Date(now.getTime() - HOUR))) >=
            RESET_LINKS_PER_HOUR
          ) {
            request.log.info({ partnerId: locked.id }, 'reset link not mailed: hourly limit');
            return null;
          }
          const secret = await createPasswordLink(tx, {
            partnerId: locked.id,
            purpose: 'reset',
            now,
            ttlMs: deps.config.auth.passwordLinkTtlMs,
          });
          await writeClientLog(tx, locked.id, {
            action: 'password-reset-requested',
            ip: request.ip,
            at: now,
          });
          return { partner: locked, secret };
        });
        if (sent) {
          await sendPasswordLink(deps, request.log, {
            ...sent,
            purpose: 'reset',
            ...(request.body.language ? { language: request.body.language } : {}),
          });
        }
      });
      return { ok: true as const };
    },
  );
}
