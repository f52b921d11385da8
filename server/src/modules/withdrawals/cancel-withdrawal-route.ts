import { eq } from 'drizzle-orm';
import { idParamSchema, withdrawalSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { withdrawals } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { idempotentRequest } from '../finance/idempotent-request';
import { invalidState } from '../ledger/ledger-errors';
import { writeClientLog } from '../logs/write-log';
import { releaseReserve } from './release-reserve';
import { lockWithdrawal, reloadWithdrawal } from './withdrawal-view';

/**
 * POST /api/client/withdrawals/{id}/cancel (Idempotency-Key, no body): the partner's own
 * pending request → cancelled, reserve returned; 409 INVALID_STATE once an admin processed it.
 */
export function cancelWithdrawalRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/client/withdrawals/:id/cancel',
    {
      schema: {
        tags: ['withdrawals'],
        params: idParamSchema,
        response: { 200: withdrawalSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
      config: { access: access.client },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const { id } = request.params;
      const result = await idempotentRequest(deps, request, async (tx) => {
        const now = deps.clock.now();
        const row = await lockWithdrawal(tx, id);
        if (!row || row.partnerId !== client.partnerId) throw notFound('Withdrawal');
        if (row.status !== 'pending') throw invalidState(`The withdrawal is ${row.status}`);
        const settleTransactionId = await releaseReserve(
          tx,
          row,
          { kind: 'partner', id: client.partnerId },
          now,
        );
        await tx
          .update(withdrawals)
          .set({ status: 'cancelled', processedAt: now, settleTransactionId })
          .where(eq(withdrawals.id, id));
        await writeClientLog(tx, client.partnerId, {
          action: 'withdrawal-cancelled',
          details: { withdrawalId: id, amount: row.amount.toString(), currency: row.currency },
          impersonatorAdminId: client.impersonatorAdminId,
          ip: request.ip,
          at: now,
        });
        return reloadWithdrawal(tx, id);
      });
      return reply.code(result.statusCode).send(result.body);
    },
  );
}
