import { okSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { revokeAdminSession } from '../../security/tokens';
import { writeAdminLog } from '../logs/write-log';

/** Ends the admin's session and the login-as sessions opened from it. */
export function adminLogoutRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/logout',
    {
      schema: { tags: ['admin-auth'], response: { 200: okSchema, ...errorResponses(401) } },
      config: { access: access.anyAdmin },
    },
    async (request) => {
      const admin = adminOf(request);
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        await revokeAdminSession(tx, admin.tokenId, now);
        await writeAdminLog(tx, admin.adminId, { action: 'logout', ip: request.ip, at: now });
      });
      return { ok: true as const };
    },
  );
}
