import { eq } from 'drizzle-orm';
import type { SupportThread } from 'shared-api/contract';
import { adminUsers, supportTickets } from '../../../db/schema';
import { untilWaitingForLocks } from '../../../testing/lock-waiters';
import { apiAs } from '../../../testing/api';
import { itOnPostgres } from '../../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInAdmin, signedInPartner } from '../../finance/testing/money-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// Assigning a ticket to an admin whom DELETE /api/admin/users/:id is removing at that moment.
itOnPostgres('assigning a ticket to an admin being deleted is refused, not a 500', async () => {
  const partner = await signedInPartner(t);
  const opened = await apiAs(t.app, partner.token).post<SupportThread>(
    '/api/client/support/tickets',
    { subject: 'Deposit not credited', category: 'finance', body: 'I paid 100 USDT.' },
  );
  expect(opened.status).toBe(201);
  const id = opened.body.id;
  const manager = apiAs(t.app, (await signedInAdmin(t, ['view-support', 'manage-support'])).token);
  const leaving = await signedInAdmin(t, ['view-support', 'manage-support']);

  let assign: Promise<{ status: number }> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.delete(adminUsers).where(eq(adminUsers.id, leaving.id));
    assign = manager.put(`/api/admin/support/tickets/${id}`, { assigneeId: leaving.id });
    await untilWaitingForLocks(t.db, 1);
  });
  const res = await assign;
  const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, id));
  expect({ status: res?.status, assignee: ticket?.assigneeAdminId }).toEqual({
    status: 422,
    assignee: null,
  });
});
