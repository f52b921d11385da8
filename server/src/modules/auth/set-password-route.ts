import { eq } from 'drizzle-orm';
import { clientLoginResponseSchema, setPasswordRequestSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { partners } from '../../db/schema';
import { access } from '../../http/access';
import { AppError } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { hashPassword } from '../../security/passwords';
import { issueToken, revokeAllTokens } from '../../security/tokens';
import { writeClientLog } from '../logs/write-log';
import { challengeIfTwoFactor } from '../two-factor/login-challenge';
import { clientSubject } from '../two-factor/subject';
import { assertPartnerEnabled } from '../partners/find-partner';
import { holdForNewPassword } from './account-row';
import { consumePasswordLink, isPasswordLinkOpen } from './password-links';

export const linkInvalid = () =>
  new AppError(422, 'LINK_INVALID', 'This link is invalid, used or expired: ask for a new one');

/**
 * Sets the password from a single-use link and signs the partner in: the answer is a client
 * token. Earlier client sessions are revoked (a reset locks out whoever knew the old password).
 * A partner with 2FA on gets the sign-in's 2FA challenge instead of the token (finished by
 * POST /api/auth/login/two-fa): the mailbox alone never opens a session 2FA guards.
 */
export function setPasswordRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/auth/set-password',
    {
      schema: {
        tags: ['auth'],
        body: setPasswordRequestSchema,
        response: { 200: clientLoginResponseSchema, ...errorResponses(422) },
      },
      config: { access: access.public },
    },
    async (request) => {
      const now = deps.clock.now();
      if (!(await isPasswordLinkOpen(deps.db, request.body.token, now))) throw linkInvalid();
      const passwordHash = await hashPassword(request.body.password, deps.config.passwordHashing);
      return deps.db.transaction(async (tx) => {
        const link = await consumePasswordLink(tx, request.body.token, now);
        if (!link) throw linkInvalid();
        // Refused before anything changes (the throw rolls the link back: it still works if the
        // partner is reactivated before it expires).
        await assertPartnerEnabled(tx, link.partnerId);
        // A 2FA challenge opened with the old password must not finish a sign-in after the reset
        // (the row is held already, by consumePasswordLink).
        await holdForNewPassword(tx, clientSubject(link.partnerId), now);
        await tx.update(partners).set({ passwordHash }).where(eq(partners.id, link.partnerId));
        await revokeAllTokens(tx, 'client', link.partnerId, now);
        await writeClientLog(tx, link.partnerId, {
          action: link.purpose === 'set' ? 'password-set' : 'password-reset',
          ip: request.ip,
          at: now,
        });
        const ttlMs = deps.config.twoFactor.challengeTtlMs;
        const challenge = await challengeIfTwoFactor(tx, clientSubject(link.partnerId), now, ttlMs);
        if (challenge) return challenge;
        const { token } = await issueToken(tx, {
          kind: 'client',
          subjectId: link.partnerId,
          now,
          ttlMs: deps.config.auth.clientTokenTtlMs,
        });
        return { token };
      });
    },
  );
}
