import {
  MutationObserver,
  type MutationObserverOptions,
  type QueryKey,
} from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import {
  adminSupportTicketQueryOptions,
  adminSupportTicketsQueryOptions,
  closeSupportTicketMutationOptions,
  createQueryClient,
  replyAdminSupportTicketMutationOptions,
  saveSupportContactsMutationOptions,
  supportAssigneesQueryOptions,
  supportContactsQueryOptions,
  supportTicketQueryOptions,
  supportTicketsQueryOptions,
  updateAdminSupportTicketMutationOptions,
  type AdminSupportTicket,
  type SupportThread,
} from '..';
import { apiClient } from '../http/api-client';
import { invalidatedBy as invalidatedIn } from './invalidated-by';
import { setNavigator } from '../http/navigation';
import { saveClientToken } from '../session/session-store';

/** Every support query a page may hold, each with data: the cabinet's and the back-office's. */
const SHOWN: Record<string, QueryKey> = {
  clientTickets: supportTicketsQueryOptions({ page: 1, pageSize: 10 }).queryKey,
  clientThread: supportTicketQueryOptions(7).queryKey,
  adminTickets: adminSupportTicketsQueryOptions({ page: 1, pageSize: 20 }).queryKey,
  adminThread: adminSupportTicketQueryOptions(7).queryKey,
  assignees: supportAssigneesQueryOptions().queryKey,
  contacts: supportContactsQueryOptions().queryKey,
};

const ticket: AdminSupportTicket = {
  id: 7,
  subject: 'Deposit question',
  category: 'finance',
  status: 'answered',
  createdAt: '2026-03-10T10:00:00.000Z',
  updatedAt: '2026-03-10T11:00:00.000Z',
  lastMessageAt: '2026-03-10T11:00:00.000Z',
  partner: { id: 40, login: 'anna', name: 'Anna Berg' },
  assignee: null,
};
const contacts = { email: 'help@example.com', telegram: '', phone: '', hours: '' };

function answer(data: unknown) {
  const adapter: AxiosAdapter = (config) =>
    Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
  apiClient.defaults.adapter = adapter;
}

const invalidatedBy = <D, V>(options: MutationObserverOptions<D, Error, V>, variables: V) =>
  invalidatedIn(SHOWN, options, variables);

beforeEach(() => {
  setNavigator(jest.fn());
  saveClientToken('client-t');
});

describe('support queries and what their changes refresh', () => {
  it('an answer or a status change refreshes the thread and both queues, not the lookups', async () => {
    answer({ ...ticket, messages: [] });
    const afterReply = await invalidatedBy(replyAdminSupportTicketMutationOptions(), {
      id: 7,
      body: { body: 'Credited.', internal: false, attachmentIds: [] },
    });
    answer(ticket);
    const afterUpdate = await invalidatedBy(updateAdminSupportTicketMutationOptions(), {
      id: 7,
      body: { status: 'closed' },
    });
    const expected = ['adminThread', 'adminTickets', 'clientThread', 'clientTickets'];
    expect(afterReply).toEqual(expected);
    expect(afterUpdate).toEqual(expected);
  });

  it('saved contacts refresh the contacts the cabinet shows, nothing else', async () => {
    answer(contacts);
    expect(await invalidatedBy(saveSupportContactsMutationOptions(), contacts)).toEqual([
      'contacts',
    ]);
  });

  it("a partner's close shows in the thread at once and refreshes the queue", async () => {
    const client = createQueryClient();
    const shown: SupportThread = {
      id: 7,
      subject: ticket.subject,
      category: ticket.category,
      status: 'open',
      createdAt: ticket.createdAt,
      updatedAt: ticket.updatedAt,
      lastMessageAt: ticket.lastMessageAt,
      messages: [],
    };
    client.setQueryData(supportTicketQueryOptions(7).queryKey, shown);
    client.setQueryData(SHOWN.clientTickets!, { shown: true });
    answer({ ...shown, messages: undefined, status: 'closed' });
    await new MutationObserver(client, closeSupportTicketMutationOptions()).mutate(7);
    expect(client.getQueryData(supportTicketQueryOptions(7).queryKey)).toMatchObject({
      status: 'closed',
      messages: [],
    });
    expect(client.getQueryState(SHOWN.clientTickets!)?.isInvalidated).toBe(true);
  });
});
