import {
  adminTransactionQuerySchema,
  idParamSchema,
  ledgerTransactionDetailSchema,
  ledgerTransactionPageSchema,
  ledgerTransactionSchema,
  reverseTransactionSchema,
} from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { idempotentRequest } from '../finance/idempotent-request';
import { reverseTransaction } from './reverse-transaction';
import { listTransactions, loadTransaction, loadTransactionDetail } from './transaction-view';

/** The back-office ledger: every transaction, one with its entries, and reversals. */
export function adminLedgerRoutes(app: ZodApp, deps: AppDeps): void {
  app.get(
    '/api/admin/transactions',
    {
      schema: {
        tags: ['operations'],
        querystring: adminTransactionQuerySchema,
        response: { 200: ledgerTransactionPageSchema, ...errorResponses(401, 403, 422) },
      },
      config: { access: access.admin('view-transactions') },
    },
    (request) => listTransactions(deps.db, request.query),
  );

  app.get(
    '/api/admin/transactions/:id',
    {
      schema: {
        tags: ['operations'],
        params: idParamSchema,
        response: { 200: ledgerTransactionDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
      config: { access: access.admin('view-transactions') },
    },
    async (request) => {
      const found = await loadTransactionDetail(deps.db, request.params.id);
      if (!found) throw notFound('Transaction');
      return found;
    },
  );

  app.post(
    '/api/admin/transactions/:id/reverse',
    {
      schema: {
        tags: ['operations'],
        params: idParamSchema,
        body: reverseTransactionSchema,
        response: {
          201: ledgerTransactionSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
      config: { access: access.admin('update-transactions') },
    },
    async (request, reply) => {
      const actor = adminOf(request);
      const at = deps.clock.now();
      const result = await idempotentRequest(
        deps,
        request,
        async (tx) => {
          const reversalId = await reverseTransaction(tx, {
            id: request.params.id,
            reason: request.body.reason,
            adminId: actor.adminId,
            at,
            ip: request.ip,
          });
          const view = await loadTransaction(tx, reversalId);
          if (!view) throw new Error('reversal missing after booking');
          return view;
        },
        201,
      );
      return reply.code(result.statusCode).send(result.body);
    },
  );
}
