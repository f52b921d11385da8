import { eq } from 'drizzle-orm';
import type { SupportThread } from 'shared-api/contract';
import { supportMessages, supportTickets } from '../../../db/schema';
import { untilWaitingForLocks } from '../../../testing/lock-waiters';
import { apiAs } from '../../../testing/api';
import { itOnPostgres } from '../../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInPartner } from '../../finance/testing/money-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// A closed ticket takes no more messages (409, "open a new one"), also when the partner's reply
// arrives while the back-office is closing it.
itOnPostgres(
  'a partner reply racing an admin close does not land on the closed ticket',
  async () => {
    const partner = await signedInPartner(t);
    const api = apiAs(t.app, partner.token);
    const opened = await api.post<SupportThread>('/api/client/support/tickets', {
      subject: 'Deposit not credited',
      category: 'finance',
      body: 'I paid 100 USDT an hour ago.',
    });
    expect(opened.status).toBe(201);
    const id = opened.body.id;

    let reply: Promise<{ status: number }> | undefined;
    // PUT /api/admin/support/tickets/:id { status: 'closed' } as it runs: the row locked and
    // updated; the partner's reply starts before it commits.
    await t.db.transaction(async (tx) => {
      await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
      await tx.update(supportTickets).set({ status: 'closed' }).where(eq(supportTickets.id, id));
      reply = api.post(`/api/client/support/tickets/${id}/messages`, { body: 'Any news?' });
      await untilWaitingForLocks(t.db, 1);
    });
    const answered = await reply;

    const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    const messages = await t.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, id));
    expect({ status: answered?.status, ticket: ticket?.status, messages: messages.length }).toEqual(
      {
        status: 409,
        ticket: 'closed',
        messages: 1,
      },
    );
  },
);
