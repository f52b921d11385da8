import { withdrawalInfoSchema, type WithdrawalInfo } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { serverDay } from '../finance/server-day';
import { withdrawalWindow } from '../finance/withdrawal-window';
import { readFinanceSettings } from '../settings/finance-settings';
import { clientSubject } from '../two-factor/subject';
import { isTwoFactorEnabled } from '../two-factor/two-factor-state';
import { requestedInWindow, usedOnDay } from './withdrawal-usage';

/** GET /api/client/withdrawals/info: window, limits and fees before the partner confirms. */
export function withdrawalInfoRoute(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/client/withdrawals/info',
    {
      schema: {
        tags: ['withdrawals'],
        response: { 200: withdrawalInfoSchema, ...errorResponses(401) },
      },
      config: { access: access.client },
    },
    async (request): Promise<WithdrawalInfo> => {
      const { partnerId } = clientOf(request);
      const { db, clock } = deps;
      const now = clock.now();
      const settings = await readFinanceSettings(db);
      const w = settings.withdrawal;
      const window = withdrawalWindow(now, w.days);
      const today = serverDay(now);
      return {
        open: window.open,
        windowStart: window.start.toISOString(),
        windowEnd: window.end.toISOString(),
        days: w.days,
        minAmount: w.minAmount,
        dailyLimit: w.dailyLimit,
        usedToday: (await usedOnDay(db, partnerId, today)).toString(),
        feeBp: w.feeBp,
        gtcPerUsdtPpm: settings.gtcPerUsdtPpm,
        // Only an open window is "current"; before the next one nothing is requested in it yet.
        requestedInWindow: window.open && (await requestedInWindow(db, partnerId, today)),
        twoFactorEnabled: await isTwoFactorEnabled(db, clientSubject(partnerId)),
        processingHours: w.processingHours,
        now: now.toISOString(),
      };
    },
  );
}
