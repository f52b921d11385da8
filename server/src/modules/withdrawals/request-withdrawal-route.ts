import { withdrawalSchema, type Withdrawal, type WithdrawalRequest } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf, type ClientPrincipal } from '../../auth/principal';
import { HOUR } from '../../clock';
import { withdrawals } from '../../db/schema';
import type { Db } from '../../db/types';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { belowMinimum } from '../finance/money-errors';
import { nextIdOf } from '../finance/next-id';
import { serverDay } from '../finance/server-day';
import { withdrawalWindow } from '../finance/withdrawal-window';
import { partnerAccount, systemAccount } from '../ledger/accounts';
import { postTransaction } from '../ledger/post-transaction';
import { writeClientLog } from '../logs/write-log';
import { readFinanceSettings } from '../settings/finance-settings';
import { clientSubject } from '../two-factor/subject';
import { twoFactorRequired } from '../two-factor/two-factor-errors';
import { isTwoFactorEnabled } from '../two-factor/two-factor-state';
import { idempotentRequestWithCode } from '../two-factor/idempotent-with-code';
import { requireTwoFactorCode } from '../two-factor/verify-code';
import { withdrawalAmounts } from './withdrawal-amounts';
import {
  alreadyRequested,
  limitExceeded,
  rethrowOnePerWindow,
  withdrawalClosed,
} from './withdrawal-errors';
import { withdrawalRequestBodySchema } from './withdrawal-request-body';
import { requestedInWindow, usedOnDay } from './withdrawal-usage';
import { reloadWithdrawal } from './withdrawal-view';

/**
 * POST /api/client/withdrawals (Idempotency-Key): reserves the GTC amount at once (wallet →
 * withdrawals-pending) for an admin to pay out within the processing time.
 */
export function requestWithdrawalRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/client/withdrawals',
    {
      schema: {
        tags: ['withdrawals'],
        body: withdrawalRequestBodySchema,
        response: { 201: withdrawalSchema, ...errorResponses(400, 401, 409, 422, 429) },
      },
      config: { access: access.client },
    },
    async (request, reply) => {
      const client = clientOf(request);
      try {
        const subject = clientSubject(client.partnerId);
        const result = await idempotentRequestWithCode(
          deps,
          request,
          subject,
          request.body.code,
          (tx) => requestWithdrawal(tx, deps, client, request.body, request.ip),
          201,
        );
        return reply.code(result.statusCode).send(result.body);
      } catch (error) {
        return rethrowOnePerWindow(error);
      }
    },
  );
}

/** The checks run in the contract's order; the 2FA code is spent only when all others pass. */
async function requestWithdrawal(
  tx: Db,
  deps: AppDeps,
  client: ClientPrincipal,
  body: WithdrawalRequest,
  ip: string,
): Promise<Withdrawal> {
  const now = deps.clock.now();
  const { partnerId } = client;
  const subject = clientSubject(partnerId);
  if (!(await isTwoFactorEnabled(tx, subject))) throw twoFactorRequired();
  const settings = await readFinanceSettings(tx);
  const w = settings.withdrawal;
  const window = withdrawalWindow(now, w.days);
  if (!window.open) throw withdrawalClosed(window.start);
  const day = serverDay(now);
  if (await requestedInWindow(tx, partnerId, day)) throw alreadyRequested();
  const amount = BigInt(body.amount);
  const minimum = BigInt(w.minAmount);
  if (amount < minimum) throw belowMinimum('minWithdrawal', minimum, 'GTC');
  const excess = (await usedOnDay(tx, partnerId, day)) + amount - BigInt(w.dailyLimit);
  if (excess > 0n) throw limitExceeded(excess);
  await requireTwoFactorCode(tx, deps, subject, body.code, ip);

  const rate = settings.gtcPerUsdtPpm;
  const { fee, toReceive } = withdrawalAmounts(amount, body.currency, w.feeBp[body.currency], rate);
  const id = await nextIdOf(tx, 'withdrawals');
  const reserve = await postTransaction(tx, {
    kind: 'withdrawal-reserve',
    naturalKey: `withdrawal:${id}:reserve`,
    partnerId,
    memo: `Withdrawal #${id} reserved`,
    details: { withdrawalId: id, currency: body.currency },
    createdBy: { kind: 'partner', id: partnerId },
    at: now,
    entries: [
      { account: await partnerAccount(tx, partnerId, 'GTC', now), amount: -amount },
      { account: await systemAccount(tx, 'withdrawals-pending', 'GTC', now), amount },
    ],
  });
  if (!reserve) throw new Error(`withdrawal ${id} was reserved already`);
  await tx
    .insert(withdrawals)
    .overridingSystemValue()
    .values({
      id,
      partnerId,
      currency: body.currency,
      amount,
      fee,
      toReceive,
      gtcPerUsdtPpm: rate,
      wallet: body.currency === 'USDT' ? body.wallet : null,
      status: 'pending',
      windowDate: day,
      createdAt: now,
      processBy: new Date(now.getTime() + w.processingHours * HOUR),
      reserveTransactionId: reserve.id,
    });
  await writeClientLog(tx, partnerId, {
    action: 'withdrawal-requested',
    details: { withdrawalId: id, amount: amount.toString(), currency: body.currency },
    impersonatorAdminId: client.impersonatorAdminId,
    ip,
    at: now,
  });
  return reloadWithdrawal(tx, id);
}
