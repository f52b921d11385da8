import { eq } from 'drizzle-orm';
import { idParamSchema, withdrawalCompleteSchema, withdrawalSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { withdrawals } from '../../db/schema';
import type { Db } from '../../db/types';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { normalizeTxHash } from '../deposits/tx-hash';
import { idempotentRequest } from '../finance/idempotent-request';
import { systemAccount } from '../ledger/accounts';
import { invalidState } from '../ledger/ledger-errors';
import { postTransaction, type Posting } from '../ledger/post-transaction';
import { writeAdminLog } from '../logs/write-log';
import { assertPayoutHashFree } from './payout-hash';
import { lockWithdrawal, reloadWithdrawal, type WithdrawalRecord } from './withdrawal-view';

/**
 * POST /api/admin/withdrawals/{id}/complete (update-transactions, Idempotency-Key): pending →
 * completed; the reserve goes to payouts-out (amount − fee) and fees (fee). The payout hash, when
 * given, is stored normalized and must name no other payout nor a deposit (409 ALREADY_EXISTS).
 */
export function completeWithdrawalRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/withdrawals/:id/complete',
    {
      schema: {
        tags: ['admin-withdrawals'],
        params: idParamSchema,
        body: withdrawalCompleteSchema,
        response: { 200: withdrawalSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('update-transactions') },
    },
    async (request, reply) => {
      const { adminId } = adminOf(request);
      const { id } = request.params;
      const given = request.body.payoutTxHash;
      const payoutTxHash = given === undefined ? null : normalizeTxHash(given);
      const result = await idempotentRequest(deps, request, async (tx) => {
        const now = deps.clock.now();
        const row = await lockWithdrawal(tx, id);
        if (!row) throw notFound('Withdrawal');
        if (row.status !== 'pending') throw invalidState(`The withdrawal is ${row.status}`);
        if (payoutTxHash) await assertPayoutHashFree(tx, payoutTxHash);
        const settleTransactionId = await bookPayout(tx, row, adminId, now);
        await tx
          .update(withdrawals)
          .set({
            status: 'completed',
            processedAt: now,
            processedByAdminId: adminId,
            payoutTxHash,
            settleTransactionId,
          })
          .where(eq(withdrawals.id, id));
        await writeAdminLog(tx, adminId, {
          action: 'withdrawal-completed',
          subject: { type: 'partner', id: row.partnerId },
          details: { withdrawalId: id, amount: row.amount.toString(), currency: row.currency },
          before: { status: 'pending' },
          after: { status: 'completed', payoutTxHash },
          ip: request.ip,
          at: now,
        });
        return reloadWithdrawal(tx, id);
      });
      return reply.code(result.statusCode).send(result.body);
    },
  );
}

/** withdrawals-pending → payouts-out (amount − fee) + fees (fee); a zero part books no entry. */
async function bookPayout(
  tx: Db,
  row: WithdrawalRecord,
  adminId: number,
  at: Date,
): Promise<number> {
  const entries: Posting[] = [
    { account: await systemAccount(tx, 'withdrawals-pending', 'GTC', at), amount: -row.amount },
    { account: await systemAccount(tx, 'payouts-out', 'GTC', at), amount: row.amount - row.fee },
    { account: await systemAccount(tx, 'fees', 'GTC', at), amount: row.fee },
  ];
  const posted = await postTransaction(tx, {
    kind: 'withdrawal-payout',
    // The same key as a release: a withdrawal settles once, either way.
    naturalKey: `withdrawal:${row.id}:settle`,
    partnerId: row.partnerId,
    memo: `Withdrawal #${row.id} paid out`,
    details: { withdrawalId: row.id, currency: row.currency, fee: row.fee.toString() },
    createdBy: { kind: 'admin', id: adminId },
    at,
    entries: entries.filter((e) => e.amount !== 0n),
  });
  if (!posted) throw new Error(`withdrawal ${row.id} was settled already`);
  return posted.id;
}
