import { queryOptions } from '@tanstack/react-query';
import {
  fetchSupportContacts,
  getSupportTicket,
  listSupportTickets,
  type SupportStatus,
} from 'shared-api';

// The support desk's reads (shared-api/src/endpoints/support.ts has the functions).

export const supportKey = ['support'] as const;

export const supportTicketsQueryOptions = (query: {
  page: number;
  pageSize: number;
  status?: SupportStatus;
}) =>
  queryOptions({
    queryKey: [...supportKey, 'tickets', query],
    queryFn: () => listSupportTickets(query),
  });

export const supportTicketQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...supportKey, 'ticket', id], queryFn: () => getSupportTicket(id) });

export const supportContactsQueryOptions = () =>
  queryOptions({ queryKey: [...supportKey, 'contacts'], queryFn: fetchSupportContacts });
