import { depositRequestSchema, depositSchema } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { MINUTE } from '../../clock';
import { deposits } from '../../db/schema';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { idempotentRequest } from '../finance/idempotent-request';
import { belowMinimum } from '../finance/money-errors';
import { writeClientLog } from '../logs/write-log';
import { readFinanceSettings, shareFinanceSettings } from '../settings/finance-settings';
import { depositAddress } from './deposit-address';
import { depositAmounts } from './deposit-amounts';
import { assertDepositRequestAllowed } from './deposit-request-limit';
import { reloadDeposit } from './deposit-view';

/**
 * POST /api/client/deposits (Idempotency-Key): a USDT top-up request with its own address
 * (derived from the xpub; the platform wallet while the chain watcher is off), the payment timer and the GTC credit estimated at today's rate (fixed when it completes).
 * At most DEPOSIT_REQUESTS_PER_DAY a partner in any 24 hours.
 */
export function requestDepositRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/client/deposits',
    {
      schema: {
        tags: ['deposits'],
        body: depositRequestSchema,
        response: { 201: depositSchema, ...errorResponses(400, 401, 422, 429) },
      },
      config: { access: access.client },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const amount = BigInt(request.body.amount);
      const result = await idempotentRequest(
        deps,
        request,
        async (tx) => {
          const now = deps.clock.now();
          // Under the finance key's shared lock: a wallet save under way (an admin replacing a
          // wallet gone bad, say) is waited for, so no request tells a partner to pay the old one.
          await shareFinanceSettings(tx);
          await assertDepositRequestAllowed(tx, client.partnerId, now);
          const settings = await readFinanceSettings(tx);
          const d = settings.deposit;
          if (amount < BigInt(d.minAmount))
            throw belowMinimum('minDeposit', BigInt(d.minAmount), 'USDT');
          const { fee, credit } = depositAmounts(amount, d.feeBp, settings.gtcPerUsdtPpm);
          const address = await depositAddress(tx, d.walletAddress);
          const [row] = await tx
            .insert(deposits)
            .values({
              partnerId: client.partnerId,
              amount,
              fee,
              gtcPerUsdtPpm: settings.gtcPerUsdtPpm,
              credit,
              walletAddress: address.walletAddress,
              addressIndex: address.addressIndex,
              network: d.network,
              status: 'awaiting-payment',
              processingMinMinutes: d.processingMinMinutes,
              processingMaxMinutes: d.processingMaxMinutes,
              createdAt: now,
              expiresAt: new Date(now.getTime() + d.paymentMinutes * MINUTE),
            })
            .returning({ id: deposits.id });
          if (!row) throw new Error('insert returned no deposit');
          await writeClientLog(tx, client.partnerId, {
            action: 'deposit-requested',
            details: { depositId: row.id, amount: amount.toString(), currency: 'USDT' },
            impersonatorAdminId: client.impersonatorAdminId,
            ip: request.ip,
            at: now,
          });
          return reloadDeposit(tx, row.id);
        },
        201,
      );
      return reply.code(result.statusCode).send(result.body);
    },
  );
}
