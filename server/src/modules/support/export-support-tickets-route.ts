import { adminSupportTicketQuerySchema, type AdminSupportTicket } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { adminOf } from '../../auth/principal';
import { access } from '../../http/access';
import { csvExportRoute } from '../../http/csv/csv-export-route';
import type { ZodApp } from '../../http/zod-app';
import { listAdminTickets } from './ticket-view';

/** GET /api/admin/support/tickets/export (view-support): the ticket queue as CSV. */
export function exportSupportTicketsRoute(app: ZodApp, deps: AppDeps): void {
  csvExportRoute<typeof adminSupportTicketQuerySchema, AdminSupportTicket>(app, deps, {
    path: '/api/admin/support/tickets',
    tag: 'support',
    query: adminSupportTicketQuerySchema,
    access: access.admin('view-support'),
    name: 'support-tickets',
    list: (query, request) => listAdminTickets(deps.db, query, adminOf(request).permissions),
    columns: [
      { header: 'ID', value: (t) => t.id },
      { header: 'Subject', value: (t) => t.subject },
      { header: 'Partner', value: (t) => t.partner.login },
      { header: 'Category', value: (t) => t.category },
      { header: 'Status', value: (t) => t.status },
      { header: 'Assignee', value: (t) => t.assignee?.name },
      { header: 'Created at', value: (t) => t.createdAt },
      { header: 'Last message at', value: (t) => t.lastMessageAt },
    ],
  });
}
