import { depositInfoSchema, type DepositInfo } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { readFinanceSettings } from '../settings/finance-settings';

/** GET /api/client/deposits/info: the top-up screen before a request exists. */
export function depositInfoRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/deposits/info',
    {
      schema: {
        tags: ['deposits'],
        response: { 200: depositInfoSchema, ...errorResponses(401) },
      },
      config: { access: access.client },
    },
    async (): Promise<DepositInfo> => {
      const settings = await readFinanceSettings(deps.db);
      const d = settings.deposit;
      return {
        currency: 'USDT',
        network: d.network,
        walletAddress: d.walletAddress,
        minAmount: d.minAmount,
        feeBp: d.feeBp,
        gtcPerUsdtPpm: settings.gtcPerUsdtPpm,
        paymentMinutes: d.paymentMinutes,
        processingMinMinutes: d.processingMinMinutes,
        processingMaxMinutes: d.processingMaxMinutes,
      };
    },
  );
}
