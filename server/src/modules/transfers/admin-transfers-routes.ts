import {
  idParamSchema,
  transferPageSchema,
  transferQuerySchema,
  transferSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { listTransfers } from './list-transfers';
import { loadTransfer } from './transfer-view';

/** GET /api/admin/transfers and /api/admin/transfers/{id} (view-transactions). */
export function adminTransfersRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/transfers',
    {
      schema: {
        tags: ['admin-transfers'],
        querystring: transferQuerySchema,
        response: { 200: transferPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-transactions') },
    },
    async (request) => listTransfers(deps.db, request.query),
  );

  app.get(
    '/api/admin/transfers/:id',
    {
      schema: {
        tags: ['admin-transfers'],
        params: idParamSchema,
        response: { 200: transferSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('view-transactions') },
    },
    async (request) => {
      const transfer = await loadTransfer(deps.db, request.params.id);
      if (!transfer) throw notFound('Transfer');
      return transfer;
    },
  );
}
