import { adminWalletSchema, balanceAdjustmentSchema, idParamSchema } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { partners } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { idempotentRequest } from '../finance/idempotent-request';
import { adjustBalance } from './adjust-balance';
import { loadWallet } from './wallet';

/** A partner's wallet in the back-office, and an admin's credit or debit of it. */
export function partnerBalanceRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/partners/:id/balance',
    {
      schema: {
        tags: ['operations'],
        params: idParamSchema,
        response: { 200: adminWalletSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('view-partners') },
    },
    async (request) => {
      const { id } = request.params;
      const [partner] = await deps.db
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.id, id));
      if (!partner) throw notFound('Partner');
      return { ...(await loadWallet(deps.db, id)), partnerId: id };
    },
  );

  app.post(
    '/api/admin/partners/:id/balance-adjustments',
    {
      schema: {
        tags: ['operations'],
        params: idParamSchema,
        body: balanceAdjustmentSchema,
        response: { 200: adminWalletSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('update-balance') },
    },
    async (request, reply) => {
      const actor = adminOf(request);
      const partnerId = request.params.id;
      const at = deps.clock.now();
      const result = await idempotentRequest(deps, request, async (tx) => {
        await adjustBalance(tx, {
          ...request.body,
          partnerId,
          adminId: actor.adminId,
          at,
          ip: request.ip,
        });
        return { ...(await loadWallet(tx, partnerId)), partnerId };
      });
      return reply.code(result.statusCode).send(result.body);
    },
  );
}
