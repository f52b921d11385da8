import { okSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { revokeToken } from '../../security/tokens';
import { writeClientLog } from '../logs/write-log';

/** Revokes the token of the request. */
export function clientLogoutRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/client/logout',
    {
      schema: { tags: ['client'], response: { 200: okSchema, ...errorResponses(401) } },
      config: { access: access.clientAndLoginAs },
    },
    async (request) => {
      const client = clientOf(request);
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        await revokeToken(tx, client.tokenId, now);
        await writeClientLog(tx, client.partnerId, {
          action: 'logout',
          impersonatorAdminId: client.impersonatorAdminId,
          ip: request.ip,
          at: now,
        });
      });
      return { ok: true as const };
    },
  );
}
