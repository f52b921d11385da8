import { eq } from 'drizzle-orm';
import { idParamSchema, withdrawalRejectSchema, withdrawalSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { withdrawals } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { idempotentRequest } from '../finance/idempotent-request';
import { invalidState } from '../ledger/ledger-errors';
import { writeAdminLog } from '../logs/write-log';
import { releaseReserve } from './release-reserve';
import { lockWithdrawal, reloadWithdrawal } from './withdrawal-view';

/**
 * POST /api/admin/withdrawals/{id}/reject (update-transactions, Idempotency-Key): pending →
 * rejected with the reason; the reserve goes back to the partner's wallet.
 */
export function rejectWithdrawalRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/withdrawals/:id/reject',
    {
      schema: {
        tags: ['admin-withdrawals'],
        params: idParamSchema,
        body: withdrawalRejectSchema,
        response: { 200: withdrawalSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('update-transactions') },
    },
    async (request, reply) => {
      const { adminId } = adminOf(request);
      const { id } = request.params;
      const { reason } = request.body;
      const result = await idempotentRequest(deps, request, async (tx) => {
        const now = deps.clock.now();
        const row = await lockWithdrawal(tx, id);
        if (!row) throw notFound('Withdrawal');
        if (row.status !== 'pending') throw invalidState(`The withdrawal is ${row.status}`);
        const settleTransactionId = await releaseReserve(
          tx,
          row,
          { kind: 'admin', id: adminId },
          now,
        );
        await tx
          .update(withdrawals)
          .set({
            status: 'rejected',
            note: reason,
            processedAt: now,
            processedByAdminId: adminId,
            settleTransactionId,
          })
          .where(eq(withdrawals.id, id));
        await writeAdminLog(tx, adminId, {
          action: 'withdrawal-rejected',
          subject: { type: 'partner', id: row.partnerId },
          details: { withdrawalId: id, amount: row.amount.toString(), reason },
          before: { status: 'pending' },
          after: { status: 'rejected', note: reason },
          ip: request.ip,
          at: now,
        });
        return reloadWithdrawal(tx, id);
      });
      return reply.code(result.statusCode).send(result.body);
    },
  );
}
