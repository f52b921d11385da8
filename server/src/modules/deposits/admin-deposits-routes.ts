import {
  depositPageSchema,
  depositQuerySchema,
  depositSchema,
  idParamSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { loadDeposit } from './deposit-view';
import { listDeposits } from './list-deposits';

/** GET /api/admin/deposits and /api/admin/deposits/{id} (view-transactions). */
export function adminDepositsRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/deposits',
    {
      schema: {
        tags: ['admin-deposits'],
        querystring: depositQuerySchema,
        response: { 200: depositPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-transactions') },
    },
    async (request) => listDeposits(deps.db, request.query),
  );

  app.get(
    '/api/admin/deposits/:id',
    {
      schema: {
        tags: ['admin-deposits'],
        params: idParamSchema,
        response: { 200: depositSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('view-transactions') },
    },
    async (request) => {
      const deposit = await loadDeposit(deps.db, request.params.id);
      if (!deposit) throw notFound('Deposit');
      return deposit;
    },
  );
}
