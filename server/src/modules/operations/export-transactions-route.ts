import { adminTransactionQuerySchema, type LedgerTransaction } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { money } from '../../http/csv/csv-cell';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { listTransactions } from './transaction-view';

/** GET /api/admin/transactions/export (view-transactions): the ledger list's rows as CSV. */
export function exportTransactionsRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof adminTransactionQuerySchema, LedgerTransaction>(app, deps, {
    path: '/api/admin/transactions',
    tag: 'operations',
    query: adminTransactionQuerySchema,
    access: access.admin('view-transactions'),
    name: 'transactions',
    list: (query) => listTransactions(deps.db, query),
    columns: [
      { header: 'ID', value: (t) => t.id },
      { header: 'Created at', value: (t) => t.createdAt },
      { header: 'Kind', value: (t) => t.kind },
      { header: 'Partner', value: (t) => t.partner?.login },
      { header: 'Amount', value: (t) => money(t.amount) },
      { header: 'Currency', value: (t) => t.currency },
      { header: 'Memo', value: (t) => t.memo },
      { header: 'Reversed by', value: (t) => t.reversedBy },
      { header: 'Reverses', value: (t) => t.reverses },
    ],
  });
}
