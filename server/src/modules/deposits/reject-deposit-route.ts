import { eq } from 'drizzle-orm';
import { depositRejectSchema, depositSchema, idParamSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { deposits } from '../../db/schema';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { invalidState } from '../ledger/ledger-errors';
import { writeAdminLog } from '../logs/write-log';
import { lockDeposit, reloadDeposit } from './deposit-view';

/**
 * POST /api/admin/deposits/{id}/reject (update-transactions): pending or awaiting-payment →
 * rejected with the reason the partner sees. Nothing was booked, so nothing is reversed; the tx
 * hash of a rejected deposit is free again (the unique index skips rejected rows).
 */
export function rejectDepositRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/deposits/:id/reject',
    {
      schema: {
        tags: ['admin-deposits'],
        params: idParamSchema,
        body: depositRejectSchema,
        response: { 200: depositSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('update-transactions') },
    },
    async (request) => {
      const { adminId } = adminOf(request);
      const { id } = request.params;
      const { reason } = request.body;
      return deps.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const row = await lockDeposit(tx, id);
        if (!row) throw notFound('Deposit');
        if (row.status !== 'pending' && row.status !== 'awaiting-payment') {
          throw invalidState(`The deposit is ${row.status}`);
        }
        await tx
          .update(deposits)
          .set({ status: 'rejected', note: reason, processedByAdminId: adminId })
          .where(eq(deposits.id, id));
        await writeAdminLog(tx, adminId, {
          action: 'deposit-rejected',
          subject: { type: 'partner', id: row.partnerId },
          details: { depositId: id, amount: row.amount.toString(), reason },
          before: { status: row.status },
          after: { status: 'rejected', note: reason },
          ip: request.ip,
          at: now,
        });
        return reloadDeposit(tx, id);
      });
    },
  );
}
