import { transferQuerySchema, type Transfer } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { money } from '../../http/csv/csv-cell';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { listTransfers } from './list-transfers';

/** GET /api/admin/transfers/export (view-transactions): the transfer list's rows as CSV. */
export function exportTransfersRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof transferQuerySchema, Transfer>(app, deps, {
    path: '/api/admin/transfers',
    tag: 'admin-transfers',
    query: transferQuerySchema,
    access: access.admin('view-transactions'),
    name: 'transfers',
    list: (query) => listTransfers(deps.db, query),
    columns: [
      { header: 'ID', value: (t) => t.id },
      { header: 'Created at', value: (t) => t.createdAt },
      { header: 'Sender', value: (t) => t.sender.login },
      { header: 'Recipient', value: (t) => t.recipient.login },
      { header: 'Amount (GTC)', value: (t) => money(t.amount) },
      { header: 'Transaction', value: (t) => t.transactionId },
    ],
  });
}
