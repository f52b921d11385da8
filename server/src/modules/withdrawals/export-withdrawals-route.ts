import { withdrawalQuerySchema, type Withdrawal } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { money } from '../../http/csv/csv-cell';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { listWithdrawals } from './list-withdrawals';

/** GET /api/admin/withdrawals/export (view-transactions): the withdrawal list's rows as CSV. */
export function exportWithdrawalsRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof withdrawalQuerySchema, Withdrawal>(app, deps, {
    path: '/api/admin/withdrawals',
    tag: 'admin-withdrawals',
    query: withdrawalQuerySchema,
    access: access.admin('view-transactions'),
    name: 'withdrawals',
    list: (query) => listWithdrawals(deps.db, query),
    columns: [
      { header: 'ID', value: (w) => w.id },
      { header: 'Created at', value: (w) => w.createdAt },
      { header: 'Partner', value: (w) => w.partner.login },
      { header: 'Currency', value: (w) => w.currency },
      { header: 'Amount', value: (w) => money(w.amount) },
      { header: 'Fee', value: (w) => money(w.fee) },
      { header: 'To receive', value: (w) => money(w.toReceive) },
      { header: 'Wallet', value: (w) => w.wallet },
      { header: 'Status', value: (w) => w.status },
      { header: 'Process by', value: (w) => w.processBy },
    ],
  });
}
