import { units, type Deposit, type WorkQueue } from 'shared-api/contract';
import { promoCampaigns, promoRequests, supportTickets } from '../../../db/schema';
import { creditPartner } from '../../../testing/money';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  newKey,
  ok,
  partnerWithTwoFactor,
  send,
  signedInAdmin,
  signedInPartner,
} from '../../finance/testing/money-test-kit';
import { currentCampaign } from '../../promo/find-campaign';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A withdrawal day (the 15th), after the seeded launch campaign: it stays the current one.
  t.clock.set('2026-01-15T08:00:00.000Z');
});
afterAll(() => t?.close());

const queueOf = async (token: string) =>
  ok<WorkQueue>(await send(t, { url: '/api/admin/work-queue', token }));

async function depositMarkedPaid(): Promise<Deposit> {
  const p = await signedInPartner(t);
  const created = ok<Deposit>(
    await send(t, {
      url: '/api/client/deposits',
      token: p.token,
      payload: { amount: units(100) },
      key: newKey(),
    }),
    201,
  );
  return ok<Deposit>(
    await send(t, { url: `/api/client/deposits/${created.id}/paid`, token: p.token, payload: {} }),
  );
}

async function pendingWithdrawal() {
  const p = await partnerWithTwoFactor(t);
  await creditPartner(t.db, p.id, units(1_000));
  ok(
    await send(t, {
      url: '/api/client/withdrawals',
      token: p.token,
      payload: { currency: 'GTC', amount: units(200), code: p.code() },
      key: newKey(),
    }),
    201,
  );
}

async function ticket(status: 'open' | 'answered' | 'closed') {
  const p = await signedInPartner(t);
  const now = t.clock.now();
  await t.db.insert(supportTickets).values({
    partnerId: p.id,
    subject: 'Help',
    category: 'other',
    status,
    createdAt: now,
    updatedAt: now,
    lastMessageAt: now,
  });
}

async function promoRequest(campaignId: number) {
  const p = await signedInPartner(t);
  await t.db.insert(promoRequests).values({
    campaignId,
    partnerId: p.id,
    firstName: 'Ann',
    lastName: 'Lee',
    birthDate: '1990-01-01',
    country: 'DE',
    city: 'Berlin',
    passportNumber: 'XA12345',
    passportExpiry: '2030-01-01',
    phone: '+49 151 0000000',
    level: 1,
    turnover: BigInt(units(5_000)),
    status: 'submitted',
    createdAt: t.clock.now(),
  });
}

describe('GET /api/admin/work-queue', () => {
  it('counts what waits, each queue only for the admins who may open its list', async () => {
    const all = await signedInAdmin(t, [
      'view-transactions',
      'update-transactions',
      'partners_promo_view',
      'view-support',
    ]);
    const money = await signedInAdmin(t, ['view-transactions']);
    const promo = await signedInAdmin(t, ['partners_promo_view']);
    const support = await signedInAdmin(t, ['view-support', 'manage-support']);
    const none = await signedInAdmin(t, ['view-users']);

    expect(await queueOf(all.token)).toEqual({
      pendingDeposits: 0,
      pendingWithdrawals: 0,
      pendingPromoRequests: 0,
      openSupportTickets: 0,
    });

    const first = await depositMarkedPaid();
    await depositMarkedPaid();
    // Not yet marked paid: nothing for the back-office to decide.
    await send(t, {
      url: '/api/client/deposits',
      token: (await signedInPartner(t)).token,
      payload: { amount: units(50) },
      key: newKey(),
    });
    await pendingWithdrawal();
    await ticket('open');
    await ticket('open');
    await ticket('answered');
    await ticket('closed');
    const current = await currentCampaign(t.db, t.clock.now());
    if (!current) throw new Error('the launch campaign is seeded');
    await promoRequest(current.id);
    // A request of an older campaign is not in the list's default view, nor in the count.
    const [older] = await t.db
      .insert(promoCampaigns)
      .values({
        name: 'Older',
        startsAt: new Date('2024-01-01T00:00:00.000Z'),
        endsAt: new Date('2024-02-01T00:00:00.000Z'),
        tiers: [{ threshold: units(5_000), prize: 'Pen' }],
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning({ id: promoCampaigns.id });
    if (!older) throw new Error('inserted');
    await promoRequest(older.id);

    expect(await queueOf(all.token)).toEqual({
      pendingDeposits: 2,
      pendingWithdrawals: 1,
      pendingPromoRequests: 1,
      openSupportTickets: 2,
    });
    expect(await queueOf(money.token)).toEqual({ pendingDeposits: 2, pendingWithdrawals: 1 });
    expect(await queueOf(promo.token)).toEqual({ pendingPromoRequests: 1 });
    expect(await queueOf(support.token)).toEqual({ openSupportTickets: 2 });
    expect(await queueOf(none.token)).toEqual({});

    // A decision takes the deposit off the queue.
    ok(
      await send(t, {
        url: `/api/admin/deposits/${first.id}/reject`,
        token: all.token,
        payload: { reason: 'No such payment on chain' },
      }),
    );
    expect((await queueOf(money.token)).pendingDeposits).toBe(1);
  });

  it('needs a signed-in admin', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/work-queue' });
    expect(anonymous.statusCode).toBe(401);
    const partner = await signedInPartner(t);
    const answer = await send(t, { url: '/api/admin/work-queue', token: partner.token });
    expect([401, 403]).toContain(answer.status);
  });
});
