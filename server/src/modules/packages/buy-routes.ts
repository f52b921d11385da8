import {
  packagePurchaseSchema,
  packageUpgradeSchema,
  partnerPackageSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf } from '../../auth/principal';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { idempotentRequest } from '../finance/idempotent-request';
import { readFinanceSettings, shareFinanceSettings } from '../settings/finance-settings';
import type { Db } from '../../db/types';
import { accrualIntervalMs } from './accrual-schedule';
import { toPartnerPackageView } from './partner-package-view';
import { purchasePackage, type RequestContext } from './purchase-package';
import { upgradePackage } from './upgrade-package';

/**
 * POST /api/client/packages/purchase and /upgrade (Idempotency-Key): a retry answers the first
 * result and books nothing again.
 */
export function buyRoutes(app: ZodApp, deps: AppDeps): void {
  /**
   * In the request's transaction: the accrual interval is read there under the finance key's
   * shared lock, so a save changing it (and rescheduling the active packages) cannot commit between
   * the read and the package's schedule or an upgrade's booking of the accruals due.
   */
  const contextOf = async (
    tx: Db,
    request: Parameters<typeof clientOf>[0],
    at: Date,
  ): Promise<RequestContext> => {
    const me = clientOf(request);
    await shareFinanceSettings(tx);
    return {
      partnerId: me.partnerId,
      at,
      intervalMs: accrualIntervalMs(await readFinanceSettings(tx)),
      ip: request.ip,
      impersonatorAdminId: me.impersonatorAdminId,
    };
  };

  app.post(
    '/api/client/packages/purchase',
    {
      schema: {
        tags: ['packages'],
        body: packagePurchaseSchema,
        response: { 201: partnerPackageSchema, ...errorResponses(400, 401, 409, 422) },
      },
      config: { access: access.client },
    },
    async (request, reply) => {
      const at = deps.clock.now();
      const result = await idempotentRequest(
        deps,
        request,
        async (tx) => {
          const ctx = await contextOf(tx, request, at);
          const bought = await purchasePackage(tx, ctx, request.body.packageId);
          return toPartnerPackageView(bought, ctx.intervalMs);
        },
        201,
      );
      return reply.code(result.statusCode).send(result.body);
    },
  );

  app.post(
    '/api/client/packages/upgrade',
    {
      schema: {
        tags: ['packages'],
        body: packageUpgradeSchema,
        response: { 201: partnerPackageSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
      config: { access: access.client },
    },
    async (request, reply) => {
      const at = deps.clock.now();
      const result = await idempotentRequest(
        deps,
        request,
        async (tx) => {
          const ctx = await contextOf(tx, request, at);
          const upgraded = await upgradePackage(tx, ctx, request.body, () => deps.clock.now());
          return toPartnerPackageView(upgraded, ctx.intervalMs);
        },
        201,
      );
      return reply.code(result.statusCode).send(result.body);
    },
  );
}
