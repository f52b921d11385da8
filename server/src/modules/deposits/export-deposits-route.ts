import { depositQuerySchema, type Deposit } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { money } from '../../http/csv/csv-cell';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { listDeposits } from './list-deposits';

/** GET /api/admin/deposits/export (view-transactions): the deposit list's rows as CSV. */
export function exportDepositsRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof depositQuerySchema, Deposit>(app, deps, {
    path: '/api/admin/deposits',
    tag: 'admin-deposits',
    query: depositQuerySchema,
    access: access.admin('view-transactions'),
    name: 'deposits',
    list: (query) => listDeposits(deps.db, query),
    columns: [
      { header: 'ID', value: (d) => d.id },
      { header: 'Created at', value: (d) => d.createdAt },
      { header: 'Partner', value: (d) => d.partner.login },
      { header: 'Amount (USDT)', value: (d) => money(d.amount) },
      { header: 'Fee (USDT)', value: (d) => money(d.fee) },
      { header: 'Credit (GTC)', value: (d) => money(d.credit) },
      { header: 'Tx hash', value: (d) => d.txHash },
      { header: 'Status', value: (d) => d.status },
    ],
  });
}
