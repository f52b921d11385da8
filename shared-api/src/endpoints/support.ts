import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  adminSupportThreadSchema,
  adminSupportTicketPageSchema,
  adminSupportTicketSchema,
  supportAssigneeListSchema,
  supportAttachmentSchema,
  supportThreadSchema,
  supportTicketPageSchema,
  supportTicketSchema,
  type AdminSupportTicketQuery,
  type SupportAdminReplyInput,
  type SupportAttachment,
  type SupportReplyInput,
  type SupportStatus,
  type SupportThread,
  type SupportTicket,
  type SupportTicketInput,
  type SupportTicketUpdate,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';
import { fetchSupportContacts, updateSupportContacts } from './support-contacts';
import { workQueueKey } from './work-queue';

// The support desk (issue 13 item 3): the partner's tickets, the back-office queue, the contacts'
// queries (their calls are in support-contacts.ts, which 'shared-api/public' needs).

/** POST multipart (field `file`): an image or a PDF up to 5 MB; 413 / 415 UPLOAD_REJECTED. */
async function upload(url: string, file: Blob, fileName?: string): Promise<SupportAttachment> {
  const form = new FormData();
  if (fileName === undefined) form.append('file', file);
  else form.append('file', file, fileName);
  const { data } = await apiClient.post<unknown>(url, form);
  return supportAttachmentSchema.parse(data);
}

/** The bytes of an attachment as a Blob: the file routes need the session's bearer token. */
async function download(url: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(url, { responseType: 'blob' });
  return data;
}

// --- Partner ----------------------------------------------------------------------------------

/** GET /api/client/support/tickets: the caller's tickets, latest activity first. */
export async function listSupportTickets(query: {
  page?: number;
  pageSize?: number;
  status?: SupportStatus;
}) {
  const { data } = await apiClient.get<unknown>('/api/client/support/tickets', { params: query });
  return supportTicketPageSchema.parse(data);
}

/** POST /api/client/support/tickets: the new ticket with its first message. */
export async function openSupportTicket(body: SupportTicketInput) {
  const { data } = await apiClient.post<unknown>('/api/client/support/tickets', body);
  return supportThreadSchema.parse(data);
}

/** GET /api/client/support/tickets/{id}: another partner's ticket is 404 NOT_FOUND. */
export async function getSupportTicket(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/client/support/tickets/${id}`);
  return supportThreadSchema.parse(data);
}

/** POST /api/client/support/tickets/{id}/messages; a closed ticket is 409 INVALID_STATE. */
export async function replySupportTicket(id: number, body: SupportReplyInput) {
  const { data } = await apiClient.post<unknown>(
    `/api/client/support/tickets/${id}/messages`,
    body,
  );
  return supportThreadSchema.parse(data);
}

/** POST /api/client/support/tickets/{id}/close. */
export async function closeSupportTicket(id: number) {
  const { data } = await apiClient.post<unknown>(`/api/client/support/tickets/${id}/close`);
  return supportTicketSchema.parse(data);
}

export const uploadSupportAttachment = (file: Blob, fileName?: string) =>
  upload('/api/client/support/attachments', file, fileName);

export const downloadSupportAttachment = (id: number) =>
  download(`/api/client/support/attachments/${id}`);

// --- Back-office ------------------------------------------------------------------------------

/** GET /api/admin/support/tickets (view-support): the filtered queue. */
export async function listAdminSupportTickets(query: AdminSupportTicketQuery) {
  const { data } = await apiClient.get<unknown>('/api/admin/support/tickets', { params: query });
  return adminSupportTicketPageSchema.parse(data);
}

/** GET /api/admin/support/tickets/{id} (view-support): internal notes included. */
export async function getAdminSupportTicket(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/support/tickets/${id}`);
  return adminSupportThreadSchema.parse(data);
}

/** POST /api/admin/support/tickets/{id}/messages (manage-support): an answer or a note. */
export async function replyAdminSupportTicket(id: number, body: SupportAdminReplyInput) {
  const { data } = await apiClient.post<unknown>(`/api/admin/support/tickets/${id}/messages`, body);
  return adminSupportThreadSchema.parse(data);
}

/** PUT /api/admin/support/tickets/{id} (manage-support): status and / or assignee. */
export async function updateAdminSupportTicket(id: number, body: SupportTicketUpdate) {
  const { data } = await apiClient.put<unknown>(`/api/admin/support/tickets/${id}`, body);
  return adminSupportTicketSchema.parse(data);
}

/** GET /api/admin/support/assignees (view-support): admins holding manage-support. */
export async function listSupportAssignees() {
  const { data } = await apiClient.get<unknown>('/api/admin/support/assignees');
  return supportAssigneeListSchema.parse(data).items;
}

export const uploadAdminSupportAttachment = (file: Blob, fileName?: string) =>
  upload('/api/admin/support/attachments', file, fileName);

export const downloadAdminSupportAttachment = (id: number) =>
  download(`/api/admin/support/attachments/${id}`);

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const supportKey = ['support'] as const;

/** The partner's queue and threads (client), and the back-office's (admin), under supportKey. */
const clientTicketsKey = [...supportKey, 'tickets'] as const;
const clientThreadKey = [...supportKey, 'ticket'] as const;
const adminKey = [...supportKey, 'admin'] as const;
const adminTicketsKey = [...adminKey, 'tickets'] as const;
const adminThreadKey = [...adminKey, 'ticket'] as const;
/** One key for both sides: the cabinet and the back-office read the same public contacts. */
const contactsKey = [...supportKey, 'contacts'] as const;

export type SupportTicketListQuery = Parameters<typeof listSupportTickets>[0];

export const supportTicketsQueryOptions = (query: SupportTicketListQuery) =>
  queryOptions({
    queryKey: [...clientTicketsKey, query],
    queryFn: () => listSupportTickets(query),
  });

export const supportTicketQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...clientThreadKey, id], queryFn: () => getSupportTicket(id) });

export const supportContactsQueryOptions = () =>
  queryOptions({ queryKey: contactsKey, queryFn: fetchSupportContacts });

export const adminSupportTicketsQueryOptions = (query: AdminSupportTicketQuery) =>
  queryOptions({
    queryKey: [...adminTicketsKey, query],
    queryFn: () => listAdminSupportTickets(query),
  });

export const adminSupportTicketQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...adminThreadKey, id], queryFn: () => getAdminSupportTicket(id) });

export const supportAssigneesQueryOptions = () =>
  queryOptions({ queryKey: [...adminKey, 'assignees'], queryFn: listSupportAssignees });

/** A reply or a close answers with the ticket's new state: its thread shows it without a request. */
function showThread(client: QueryClient, id: number, ticket: SupportThread | SupportTicket) {
  client.setQueryData(supportTicketQueryOptions(id).queryKey, (shown) =>
    'messages' in ticket ? ticket : shown && { ...shown, ...ticket },
  );
}

export const openSupportTicketMutationOptions = () =>
  mutationOptions({
    mutationFn: openSupportTicket,
    onSuccess: invalidating(clientTicketsKey, workQueueKey),
  });

export const replySupportTicketMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; body: SupportReplyInput }) => replySupportTicket(v.id, v.body),
    onSuccess: async (thread, v, _result, { client }) => {
      showThread(client, v.id, thread);
      // The partner's reply reopens the ticket: it is back in the back-office's queue.
      await client.invalidateQueries({ queryKey: clientTicketsKey });
      await client.invalidateQueries({ queryKey: workQueueKey });
    },
  });

export const closeSupportTicketMutationOptions = () =>
  mutationOptions({
    mutationFn: closeSupportTicket,
    onSuccess: async (ticket, id, _result, { client }) => {
      showThread(client, id, ticket);
      await client.invalidateQueries({ queryKey: clientTicketsKey });
      await client.invalidateQueries({ queryKey: workQueueKey });
    },
  });

/**
 * A back-office change to a ticket (an answer, a note, its status or assignee) changes its thread
 * and the queues, the back-office's and the partner's.
 */
const afterTicketChange = invalidating(
  adminTicketsKey,
  adminThreadKey,
  clientTicketsKey,
  clientThreadKey,
  workQueueKey,
);

export const replyAdminSupportTicketMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; body: SupportAdminReplyInput }) =>
      replyAdminSupportTicket(v.id, v.body),
    onSuccess: afterTicketChange,
  });

export const updateAdminSupportTicketMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; body: SupportTicketUpdate }) =>
      updateAdminSupportTicket(v.id, v.body),
    onSuccess: afterTicketChange,
  });

export const saveSupportContactsMutationOptions = () =>
  mutationOptions({ mutationFn: updateSupportContacts, onSuccess: invalidating(contactsKey) });
