import { eq } from 'drizzle-orm';
import { okSchema, passwordChangeSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { partners } from '../../db/schema';
import { access } from '../../http/access';
import { AppError, unauthenticated } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { judgeCounted } from '../../security/failure-reservation';
import { assertLoginAllowed, loginKeys } from '../../security/login-throttle';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { revokeAllTokens } from '../../security/tokens';
import { holdForNewPassword } from '../auth/account-row';
import { voidPasswordLinks } from '../auth/password-links';
import { writeClientLog } from '../logs/write-log';
import { findPartnerById } from '../partners/find-partner';
import { guardTwoFactorCode } from '../two-factor/code-burst-guard';
import { clientSubject } from '../two-factor/subject';
import { isTwoFactorEnabled } from '../two-factor/two-factor-state';
import { requireTwoFactorCode } from '../two-factor/verify-code';

const wrongPassword = () =>
  new AppError(422, 'INVALID_CREDENTIALS', 'The current password is wrong', {
    currentPassword: 'wrongPassword',
  });

/**
 * Changes the signed-in partner's password: the current one is checked (wrong ones count like
 * failed sign-ins), and the 2FA code too when 2FA is on. Other sessions are signed out and the
 * open password links and 2FA sign-in challenges voided.
 */
export function passwordRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/client/security/password',
    {
      schema: {
        tags: ['client-security'],
        body: passwordChangeSchema,
        response: { 200: okSchema, ...errorResponses(401, 409, 422, 429) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const { db, clock, config } = deps;
      const client = clientOf(request);
      const now = clock.now();
      const partner = await findPartnerById(db, client.partnerId);
      if (!partner) throw unauthenticated();
      // Its own account counter: sign-in failures (anyone's) must not block the owner here.
      const [, ipKey] = loginKeys('client', `partner:${partner.id}`, request.ip);
      const keys = [
        { scope: 'client-password-change:account', key: `partner:${partner.id}` },
        ipKey,
      ];
      // Counted before the check (see reserveFailure): a burst of guesses passes no limit.
      const ok = await judgeCounted(db, config.auth, now, keys, async (ahead) => {
        await assertLoginAllowed(db, config.auth, now, keys, ahead);
        return partner.passwordHash
          ? verifyPassword(request.body.currentPassword, partner.passwordHash)
          : false;
      });
      if (!ok) throw wrongPassword();
      const subject = clientSubject(partner.id);
      const { code } = request.body;
      if (!code && (await isTwoFactorEnabled(db, subject))) {
        throw new AppError(422, 'VALIDATION_FAILED', 'The 2FA code is required', {
          code: 'required',
        });
      }
      const passwordHash = await hashPassword(request.body.password, config.passwordHashing);
      await guardTwoFactorCode(deps, subject, code ?? '', 'confirmed', () =>
        db.transaction(async (tx) => {
          // A 2FA challenge opened with the old password is a credential too.
          await holdForNewPassword(tx, subject, now);
          if (await isTwoFactorEnabled(tx, subject)) {
            await requireTwoFactorCode(tx, deps, subject, code ?? '', request.ip);
          }
          await tx.update(partners).set({ passwordHash }).where(eq(partners.id, partner.id));
          await revokeAllTokens(tx, 'client', partner.id, now, client.tokenId);
          // A reset link mailed before is a credential too: it must not undo this change.
          await voidPasswordLinks(tx, partner.id, now);
          await writeClientLog(tx, partner.id, {
            action: 'password-changed',
            impersonatorAdminId: client.impersonatorAdminId,
            ip: request.ip,
            at: now,
          });
        }),
      );
      return { ok: true as const };
    },
  );
}
