import {
  idParamSchema,
  withdrawalPageSchema,
  withdrawalQuerySchema,
  withdrawalSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { listWithdrawals } from './list-withdrawals';
import { loadWithdrawal } from './withdrawal-view';

/** GET /api/admin/withdrawals and /api/admin/withdrawals/{id} (view-transactions). */
export function adminWithdrawalsRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/withdrawals',
    {
      schema: {
        tags: ['admin-withdrawals'],
        querystring: withdrawalQuerySchema,
        response: { 200: withdrawalPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-transactions') },
    },
    async (request) => listWithdrawals(deps.db, request.query),
  );

  app.get(
    '/api/admin/withdrawals/:id',
    {
      schema: {
        tags: ['admin-withdrawals'],
        params: idParamSchema,
        response: { 200: withdrawalSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('view-transactions') },
    },
    async (request) => {
      const withdrawal = await loadWithdrawal(deps.db, request.params.id);
      if (!withdrawal) throw notFound('Withdrawal');
      return withdrawal;
    },
  );
}
