import { loginAsRequestSchema, loginAsResponseSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access, LOGIN_AS_PERMISSION } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { issueToken } from '../../security/tokens';
import { writeAdminLog, writeClientLog } from '../logs/write-log';
import { findPartnerById } from '../partners/find-partner';

/**
 * An admin opens a partner's cabinet to look and help: a short-lived, read-only client token
 * (access-control refuses its changes) that dies with the admin session that opened it, and the
 * cabinet URL that hands it over in the fragment (`#loginAs=`: never sent to a server or written
 * to access logs). Recorded in the admin log and the partner's client log.
 */
export function loginAsRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/login-as',
    {
      schema: {
        tags: ['admin-auth'],
        body: loginAsRequestSchema,
        response: { 200: loginAsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin(LOGIN_AS_PERMISSION) },
    },
    async (request) => {
      const admin = adminOf(request);
      const partner = await findPartnerById(deps.db, request.body.partnerId);
      if (!partner) throw notFound('Partner');
      const now = deps.clock.now();
      const issued = await deps.db.transaction(async (tx) => {
        const created = await issueToken(tx, {
          kind: 'client',
          subjectId: partner.id,
          now,
          ttlMs: deps.config.auth.loginAsTokenTtlMs,
          impersonator: { adminId: admin.adminId, tokenId: admin.tokenId },
        });
        await writeAdminLog(tx, admin.adminId, {
          action: 'login-as',
          subject: { type: 'partner', id: partner.id },
          after: { expiresAt: created.expiresAt.toISOString() },
          ip: request.ip,
          at: now,
        });
        await writeClientLog(tx, partner.id, {
          action: 'login-as',
          impersonatorAdminId: admin.adminId,
          details: { expiresAt: created.expiresAt.toISOString() },
          ip: request.ip,
          at: now,
        });
        return created;
      });
      return {
        token: issued.token,
        expiresAt: issued.expiresAt.toISOString(),
        url: `${deps.config.publicUrl}/client#loginAs=${issued.token}`,
      };
    },
  );
}
