import { and, eq } from 'drizzle-orm';
import { depositPaidSchema, depositSchema, idParamSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { deposits } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { invalidState } from '../ledger/ledger-errors';
import { writeClientLog } from '../logs/write-log';
import { lockDeposit, reloadDeposit } from './deposit-view';
import { assertTxHashFree, normalizeTxHash, rethrowTxHashTaken } from './tx-hash';

/**
 * POST /api/client/deposits/{id}/paid ("I have paid"): the partner's own awaiting-payment
 * deposit → pending, with the chain transaction hash when given. A request whose timer ran out
 * is refused even before the expiry job marks it.
 */
export function depositPaidRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/client/deposits/:id/paid',
    {
      schema: {
        tags: ['deposits'],
        params: idParamSchema,
        body: depositPaidSchema,
        response: { 200: depositSchema, ...errorResponses(401, 404, 409, 422) },
      },
      config: { access: access.client },
    },
    async (request) => {
      const client = clientOf(request);
      const { id } = request.params;
      const txHash = request.body.txHash ? normalizeTxHash(request.body.txHash) : null;
      try {
        return await deps.db.transaction(async (tx) => {
          const now = deps.clock.now();
          const row = await lockDeposit(tx, id);
          if (!row || row.partnerId !== client.partnerId) throw notFound('Deposit');
          if (
            row.status === 'expired' ||
            (row.status === 'awaiting-payment' && row.expiresAt <= now)
          ) {
            throw invalidState('The payment time of this deposit is over');
          }
          if (row.status !== 'awaiting-payment') throw invalidState(`The deposit is ${row.status}`);
          if (txHash) await assertTxHashFree(tx, txHash, id);
          await tx
            .update(deposits)
            .set({ status: 'pending', paidAt: now, ...(txHash ? { txHash } : {}) })
            .where(and(eq(deposits.id, id), eq(deposits.status, 'awaiting-payment')));
          await writeClientLog(tx, client.partnerId, {
            action: 'deposit-paid',
            details: { depositId: id, txHash },
            impersonatorAdminId: client.impersonatorAdminId,
            ip: request.ip,
            at: now,
          });
          return reloadDeposit(tx, id);
        });
      } catch (error) {
        return rethrowTxHashTaken(error);
      }
    },
  );
}
