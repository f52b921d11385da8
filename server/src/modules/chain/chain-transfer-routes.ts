import { eq } from 'drizzle-orm';
import {
  chainTransferPageSchema,
  chainTransferQuerySchema,
  chainTransferSchema,
  idParamSchema,
  type ChainTransfer,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { chainTransfers } from '../../db/schema';
import type { Db } from '../../db/types';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { lockDeposit } from '../deposits/deposit-view';
import { invalidState } from '../ledger/ledger-errors';
import { writeAdminLog } from '../logs/write-log';
import { loadChainTransfer, listChainTransfers } from './chain-transfer-view';
import { creditChainTransfer } from './credit-chain-transfer';

/**
 * The chain watcher's admin queue: GET /api/admin/chain-transfers (view-transactions; the queue
 * is ?status=review) and the decision on a queued transfer (update-transactions, admin log):
 * POST …/{id}/credit books the amount received at the rate of now (once per hash),
 * POST …/{id}/dismiss books nothing (e.g. refunded outside the platform).
 */
export function chainTransferRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/chain-transfers',
    {
      schema: {
        tags: ['admin-deposits'],
        querystring: chainTransferQuerySchema,
        response: { 200: chainTransferPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-transactions') },
    },
    async (request) => listChainTransfers(deps.db, request.query),
  );

  for (const decision of ['credit', 'dismiss'] as const) {
    app.post(
      `/api/admin/chain-transfers/:id/${decision}`,
      {
        schema: {
          tags: ['admin-deposits'],
          params: idParamSchema,
          response: { 200: chainTransferSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
        config: { access: access.admin('update-transactions') },
      },
      async (request): Promise<ChainTransfer> => {
        const { adminId } = adminOf(request);
        const { id } = request.params;
        await deps.db.transaction((tx) =>
          decide(tx, deps.clock.now(), { id, adminId, decision, ip: request.ip }),
        );
        const transfer = await loadChainTransfer(deps.db, id);
        if (!transfer) throw notFound('Chain transfer');
        return transfer;
      },
    );
  }
}

async function decide(
  tx: Db,
  now: Date,
  input: { id: number; adminId: number; decision: 'credit' | 'dismiss'; ip: string },
): Promise<void> {
  const [transfer] = await tx
    .select()
    .from(chainTransfers)
    .where(eq(chainTransfers.id, input.id))
    .for('update');
  if (!transfer) throw notFound('Chain transfer');
  if (transfer.status !== 'review') throw invalidState(`The transfer is ${transfer.status}`);
  const deposit = await lockDeposit(tx, transfer.depositId);
  if (!deposit) throw notFound('Deposit');
  let credit: bigint | null = null;
  if (input.decision === 'credit') {
    credit = await creditChainTransfer(
      tx,
      transfer,
      deposit,
      { kind: 'admin', id: input.adminId },
      now,
    );
    if (credit === null) throw invalidState('This transaction hash is already credited');
  } else {
    await tx
      .update(chainTransfers)
      .set({ status: 'dismissed', decidedByAdminId: input.adminId, settledAt: now })
      .where(eq(chainTransfers.id, transfer.id));
  }
  await writeAdminLog(tx, input.adminId, {
    action: input.decision === 'credit' ? 'chain-transfer-credited' : 'chain-transfer-dismissed',
    subject: { type: 'partner', id: deposit.partnerId },
    details: {
      depositId: deposit.id,
      txHash: transfer.txHash,
      usdt: transfer.amount.toString(),
      ...(transfer.reason ? { reason: transfer.reason } : {}),
      ...(credit !== null ? { credit: credit.toString() } : {}),
    },
    before: { status: 'review' },
    after: { status: input.decision === 'credit' ? 'credited' : 'dismissed' },
    ip: input.ip,
    at: now,
  });
}
