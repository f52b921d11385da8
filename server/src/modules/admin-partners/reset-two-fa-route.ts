import { idParamSchema, okSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { revokeAllTokens } from '../../security/tokens';
import { writeAdminLog, writeClientLog } from '../logs/write-log';
import { findPartnerById } from '../partners/find-partner';
import { clientSubject } from '../two-factor/subject';
import { resetTwoFactor } from '../two-factor/two-factor-service';

/**
 * An admin turns a partner's 2FA off (lost phone): admin log and client log rows. It is a
 * credential reset, so the partner's client sessions end too: one opened by whoever holds the
 * old device (or its recovery codes) must not outlive it. A partner without 2FA is answered
 * the same `{ ok: true }` with nothing changed or logged.
 */
export function resetPartnerTwoFactorRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/partners/:id/two-fa/reset',
    {
      schema: {
        tags: ['admin-partners'],
        params: idParamSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('2fa_manage') },
    },
    async (request) => {
      const admin = adminOf(request);
      const partner = await findPartnerById(deps.db, request.params.id);
      if (!partner) throw notFound('Partner');
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        if (!(await resetTwoFactor(tx, clientSubject(partner.id)))) return;
        await revokeAllTokens(tx, 'client', partner.id, now);
        await writeAdminLog(tx, admin.adminId, {
          action: 'partner-two-fa-reset',
          subject: { type: 'partner', id: partner.id },
          before: { twoFactorEnabled: true },
          after: { twoFactorEnabled: false },
          ip: request.ip,
          at: now,
        });
        await writeClientLog(tx, partner.id, {
          action: 'two-fa-reset',
          details: { adminId: admin.adminId },
          ip: request.ip,
          at: now,
        });
      });
      return { ok: true as const };
    },
  );
}
