import { chainTransferQuerySchema, type ChainTransfer } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { access } from '../../http/access';
import { money } from '../../http/csv/csv-cell';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { listChainTransfers } from './chain-transfer-view';

/** GET /api/admin/chain-transfers/export (view-transactions): the chain transfer list as CSV. */
export function exportChainTransfersRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof chainTransferQuerySchema, ChainTransfer>(app, deps, {
    path: '/api/admin/chain-transfers',
    tag: 'admin-deposits',
    query: chainTransferQuerySchema,
    access: access.admin('view-transactions'),
    name: 'chain-transfers',
    list: (query) => listChainTransfers(deps.db, query),
    columns: [
      { header: 'ID', value: (c) => c.id },
      { header: 'Seen at', value: (c) => c.seenAt },
      { header: 'Partner', value: (c) => c.partner.login },
      { header: 'Deposit', value: (c) => c.depositId },
      { header: 'Tx hash', value: (c) => c.txHash },
      { header: 'Amount (USDT)', value: (c) => money(c.amount) },
      { header: 'Requested (USDT)', value: (c) => money(c.requested) },
      { header: 'Status', value: (c) => c.status },
      { header: 'Reason', value: (c) => c.reason },
    ],
  });
}
