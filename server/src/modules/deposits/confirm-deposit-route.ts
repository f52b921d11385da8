import { eq } from 'drizzle-orm';
import { depositConfirmSchema, depositSchema, idParamSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { deposits } from '../../db/schema';
import type { Db } from '../../db/types';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { idempotentRequest } from '../finance/idempotent-request';
import { usdtToGtc } from '../finance/rate';
import { partnerAccount, systemAccount } from '../ledger/accounts';
import { invalidState } from '../ledger/ledger-errors';
import { postTransaction } from '../ledger/post-transaction';
import { writeAdminLog } from '../logs/write-log';
import { readFinanceSettings } from '../settings/finance-settings';
import { lockDeposit, reloadDeposit } from './deposit-view';
import {
  assertTxHashFree,
  normalizeTxHash,
  rethrowTxHashTaken,
  txHashTaken,
  undecidedChainPayment,
} from './tx-hash';

/**
 * POST /api/admin/deposits/{id}/confirm (update-transactions, Idempotency-Key): pending or
 * awaiting-payment → completed, crediting (amount − fee) in GTC at the rate of now, from
 * deposits-in. The natural key (the chain transaction: the one the watcher saw to the request's
 * address, else given or named by the request; else the deposit) books it at most once.
 */
export function confirmDepositRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/admin/deposits/:id/confirm',
    {
      schema: {
        tags: ['admin-deposits'],
        params: idParamSchema,
        body: depositConfirmSchema,
        response: { 200: depositSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { access: access.admin('update-transactions') },
    },
    async (request, reply) => {
      const { adminId } = adminOf(request);
      const { id } = request.params;
      const givenHash = request.body.txHash ? normalizeTxHash(request.body.txHash) : null;
      try {
        const result = await idempotentRequest(deps, request, async (tx) => {
          await confirmDeposit(tx, deps.clock.now(), { id, adminId, givenHash, ip: request.ip });
          return reloadDeposit(tx, id);
        });
        return reply.code(result.statusCode).send(result.body);
      } catch (error) {
        return rethrowTxHashTaken(error);
      }
    },
  );
}

/**
 * The chain transaction the confirm books under. A payment the watcher saw to the request's own
 * address is the request's payment, whatever hash the admin (or the partner's "I have paid")
 * names: still confirming, the confirm books under it, so its later settling finds it credited;
 * waiting in the chain queue, a confirm under another hash is refused (credit or dismiss it
 * there). Otherwise a hash named by either a manual confirm would leave the chain's payment
 * creditable on top of it.
 */
async function bookingHash(tx: Db, depositId: number, named: string | null) {
  const seen = await undecidedChainPayment(tx, depositId);
  if (seen?.status === 'confirming') return seen.txHash;
  if (seen?.status === 'review' && named !== null && named !== seen.txHash) {
    throw invalidState(
      'A payment to this request’s address waits in the chain queue: decide it there',
    );
  }
  return named ?? seen?.txHash ?? null;
}

async function confirmDeposit(
  tx: Db,
  now: Date,
  input: { id: number; adminId: number; givenHash: string | null; ip: string },
): Promise<void> {
  const row = await lockDeposit(tx, input.id);
  if (!row) throw notFound('Deposit');
  if (row.status !== 'pending' && row.status !== 'awaiting-payment') {
    throw invalidState(`The deposit is ${row.status}`);
  }
  const txHash = await bookingHash(tx, row.id, input.givenHash ?? row.txHash);
  if (txHash) await assertTxHashFree(tx, txHash, row.id);

  const settings = await readFinanceSettings(tx);
  const rate = settings.gtcPerUsdtPpm;
  // The fee was fixed at request time; the rate is the one of now (business rules: Money).
  const net = usdtToGtc(row.amount - row.fee, rate);
  let transactionId: number | null = null;
  if (net > 0n) {
    const posted = await postTransaction(tx, {
      kind: 'deposit',
      naturalKey: txHash ? `deposit:${txHash}` : `deposit-id:${row.id}`,
      partnerId: row.partnerId,
      memo: `Deposit #${row.id}`,
      details: { depositId: row.id, usdt: row.amount.toString(), ...(txHash ? { txHash } : {}) },
      createdBy: { kind: 'admin', id: input.adminId },
      at: now,
      entries: [
        { account: await partnerAccount(tx, row.partnerId, 'GTC', now), amount: net },
        { account: await systemAccount(tx, 'deposits-in', 'GTC', now), amount: -net },
      ],
    });
    // Only another deposit of the same chain transaction can hold the key.
    if (!posted) throw txHashTaken();
    transactionId = posted.id;
  }
  await tx
    .update(deposits)
    .set({
      status: 'completed',
      txHash,
      gtcPerUsdtPpm: rate,
      credit: net,
      completedAt: now,
      processedByAdminId: input.adminId,
      transactionId,
    })
    .where(eq(deposits.id, row.id));
  await writeAdminLog(tx, input.adminId, {
    action: 'deposit-confirmed',
    subject: { type: 'partner', id: row.partnerId },
    details: { depositId: row.id, amount: row.amount.toString(), credit: net.toString(), txHash },
    before: { status: row.status },
    after: { status: 'completed', credit: net.toString(), gtcPerUsdtPpm: rate },
    ip: input.ip,
    at: now,
  });
}
