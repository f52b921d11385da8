import { and, eq } from 'drizzle-orm';
import { units, type Page, type Transfer } from 'shared-api/contract';
import { clientLogs, ledgerTransactions, partners, transfers } from '../../../db/schema';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { creditPartner } from '../../../testing/money';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { wrongCode } from '../../../testing/two-factor';
import {
  newKey,
  ok,
  partnerWithTwoFactor,
  send,
  signedInAdmin,
  signedInPartner,
  type SignedInPartner,
} from '../../finance/testing/money-test-kit';
import { partnerBalance } from '../../ledger/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
});

type Body = { amount: string; recipient: string; code: string };
const transfer = (from: SignedInPartner, body: Body, key = newKey()) =>
  send(t, { url: '/api/client/transfers', token: from.token, payload: body, key });
const gtc = (partnerId: number) => partnerBalance(t.db, partnerId, 'GTC');
const transfersOf = (senderId: number) =>
  t.db.select().from(transfers).where(eq(transfers.senderId, senderId));
const logs = (partnerId: number, action: string) =>
  t.db
    .select()
    .from(clientLogs)
    .where(and(eq(clientLogs.partnerId, partnerId), eq(clientLogs.action, action)));

describe('a retry of a transfer that went through', () => {
  it('gets its answer back, after the code left its window and during a lock of wrong codes', async () => {
    const from = await partnerWithTwoFactor(t);
    const to = await signedInPartner(t);
    await creditPartner(t.db, from.id, units(100));
    const key = newKey();
    const body = { amount: units(10), recipient: to.partnerCode, code: from.code() };
    const first = await transfer(from, body, key);
    expect(first.status).toBe(201);

    // The answer was lost; the retry comes minutes later, the code long out of its window.
    t.clock.advance(5 * 60_000);
    for (let i = 0; i < 5; i += 1) {
      expect((await transfer(from, body, key)).body).toEqual(first.body);
    }
    // Five wrong codes on new requests lock 2FA: the retry is still answered from the store.
    for (let i = 0; i < 5; i += 1) {
      await transfer(from, { ...body, code: wrongCode(from.secret, t.clock) });
    }
    const locked = await transfer(from, { ...body, code: from.code() });
    expect(locked.error?.code).toBe('TWO_FA_LOCKED');
    const retry = await transfer(from, body, key);
    expect([retry.status, retry.body]).toEqual([201, first.body]);
    expect(await gtc(to.id)).toBe(10_000_000n);
  });
});

describe('POST /api/client/transfers', () => {
  it('moves GTC to a partner named by code, in one transaction both sides see', async () => {
    const from = await partnerWithTwoFactor(t);
    const to = await signedInPartner(t);
    await creditPartner(t.db, from.id, units(100));

    const res = await transfer(from, {
      amount: units(30),
      recipient: to.partnerCode.toLowerCase(),
      code: from.code(),
    });
    const sent = ok<Transfer>(res, 201);
    expect(sent).toEqual({
      id: expect.any(Number),
      amount: units(30),
      sender: { id: from.id, login: from.login, partnerCode: from.partnerCode },
      recipient: { id: to.id, login: to.login, partnerCode: to.partnerCode },
      createdAt: t.clock.now().toISOString(),
      transactionId: expect.any(Number),
      direction: 'out',
    });
    expect(await gtc(from.id)).toBe(70_000_000n);
    expect(await gtc(to.id)).toBe(30_000_000n);
    const [booked] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, sent.transactionId));
    expect(booked).toMatchObject({
      kind: 'transfer',
      partnerId: from.id,
      details: { senderId: from.id, recipientId: to.id, transferId: sent.id },
      createdByKind: 'partner',
    });
    expect((await logs(from.id, 'transfer-sent'))[0]?.details).toEqual({
      transferId: sent.id,
      amount: units(30),
      recipient: to.login,
    });
    expect((await logs(to.id, 'transfer-received'))[0]?.details).toEqual({
      transferId: sent.id,
      amount: units(30),
      sender: from.login,
    });
  });

  it('finds the recipient by login in any case, and books a retry once', async () => {
    const from = await partnerWithTwoFactor(t);
    const to = await signedInPartner(t);
    await creditPartner(t.db, from.id, units(10));
    const key = newKey();
    const body = { amount: units(4), recipient: to.login.toUpperCase(), code: from.code() };
    const first = await transfer(from, body, key);
    expect(first.status).toBe(201);
    // The same code again: the stored answer comes back, nothing is checked or booked twice.
    const again = await transfer(from, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await transfersOf(from.id)).toHaveLength(1);
    expect(await gtc(to.id)).toBe(4_000_000n);
  });

  it('needs 2FA to be on', async () => {
    const from = await signedInPartner(t);
    const to = await signedInPartner(t);
    await creditPartner(t.db, from.id, units(10));
    const res = await transfer(from, { amount: units(5), recipient: to.login, code: '123456' });
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe('TWO_FA_REQUIRED');
    expect(await gtc(from.id)).toBe(10_000_000n);
  });

  it('refuses a recipient an admin deactivated, and moves nothing', async () => {
    const from = await partnerWithTwoFactor(t);
    await creditPartner(t.db, from.id, units(10));
    const blocked = await signedInPartner(t);
    await t.db.update(partners).set({ disabled: true }).where(eq(partners.id, blocked.id));
    // A login spelled like the blocked partner's code must not take the money in their place.
    const lookalike = await signedInPartner(t);
    await t.db
      .update(partners)
      .set({ login: blocked.partnerCode.toLowerCase() })
      .where(eq(partners.id, lookalike.id));
    for (const recipient of [blocked.login, blocked.partnerCode]) {
      const res = await transfer(from, { amount: units(5), recipient, code: from.code() });
      expect([recipient, res.status]).toEqual([recipient, 422]);
      expect(res.error).toMatchObject({ fields: { recipient: 'unknownPartner' } });
    }
    expect(await gtc(from.id)).toBe(BigInt(units(10)));
    expect(await transfersOf(from.id)).toEqual([]);
  });

  it('refuses unknown recipients, oneself and amounts below the minimum', async () => {
    const from = await partnerWithTwoFactor(t);
    await creditPartner(t.db, from.id, units(10));
    const unknown = await transfer(from, {
      amount: units(5),
      recipient: 'nobody-here',
      code: from.code(),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { recipient: 'unknownPartner' },
    });
    const self = await transfer(from, {
      amount: units(5),
      recipient: from.partnerCode.toLowerCase(),
      code: from.code(),
    });
    expect(self.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { recipient: 'selfTransfer' },
    });
    const to = await signedInPartner(t);
    const small = await transfer(from, {
      amount: '999999',
      recipient: to.login,
      code: from.code(),
    });
    expect(small.status).toBe(422);
    expect(small.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { amount: 'minTransfer' },
      params: { amount: units(1), currency: 'GTC' },
    });
    expect(await transfersOf(from.id)).toHaveLength(0);
    expect(await gtc(from.id)).toBe(10_000_000n);
  });

  it('refuses a wrong code (counted) and missing funds (the code is not spent)', async () => {
    const from = await partnerWithTwoFactor(t);
    const to = await signedInPartner(t);
    await creditPartner(t.db, from.id, units(10));
    const wrong = await transfer(from, {
      amount: units(5),
      recipient: to.login,
      code: wrongCode(from.secret, t.clock),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error).toMatchObject({
      code: 'TWO_FA_INVALID',
      fields: { code: 'wrongTwoFaCode' },
    });
    expect(await logs(from.id, 'two-fa-failed')).toHaveLength(1);

    const code = from.code();
    const poor = await transfer(from, { amount: units(11), recipient: to.login, code });
    expect(poor.status).toBe(409);
    expect(poor.error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amount: 'insufficientFunds' },
    });
    expect(await gtc(from.id)).toBe(10_000_000n);
    // The refusal rolled back the code's use: the same code still works.
    ok(await transfer(from, { amount: units(10), recipient: to.login, code }), 201);
    expect(await gtc(from.id)).toBe(0n);
    expect(await logs(from.id, 'transfer-sent')).toHaveLength(1);
  });

  it('refuses a sender who never had a wallet, writing nothing', async () => {
    const from = await partnerWithTwoFactor(t);
    const to = await signedInPartner(t);
    const poor = await transfer(from, { amount: units(5), recipient: to.login, code: from.code() });
    expect(poor.status).toBe(409);
    expect(poor.error).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await transfersOf(from.id)).toHaveLength(0);
    expect(await gtc(to.id)).toBe(0n);
    const booked = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.partnerId, from.id));
    expect(booked).toHaveLength(0);
    expect(await logs(to.id, 'transfer-received')).toHaveLength(0);
  });
});

describe('GET transfers', () => {
  it('shows a partner both directions, and the back-office every transfer', async () => {
    const a = await partnerWithTwoFactor(t);
    const b = await partnerWithTwoFactor(t);
    await creditPartner(t.db, a.id, units(10));
    await creditPartner(t.db, b.id, units(10));
    const out = ok<Transfer>(
      await transfer(a, { amount: units(2), recipient: b.login, code: a.code() }),
      201,
    );
    const back = ok<Transfer>(
      await transfer(b, { amount: units(3), recipient: a.login, code: b.code() }),
      201,
    );

    const mine = ok<Page<Transfer>>(
      await send(t, { url: '/api/client/transfers', token: a.token }),
    );
    expect(mine.total).toBe(2);
    expect(mine.items.map((x) => [x.id, x.direction])).toEqual([
      [back.id, 'in'],
      [out.id, 'out'],
    ]);
    const incoming = ok<Page<Transfer>>(
      await send(t, { url: '/api/client/transfers?direction=in', token: a.token }),
    );
    expect(incoming.items.map((x) => x.id)).toEqual([back.id]);
    const stranger = await signedInPartner(t);
    const theirs = ok<Page<Transfer>>(
      await send(t, { url: `/api/client/transfers?partnerId=${a.id}`, token: stranger.token }),
    );
    expect(theirs.total).toBe(0);

    const viewer = await signedInAdmin(t, ['view-transactions']);
    const all = ok<Page<Transfer>>(
      await send(t, {
        url: `/api/admin/transfers?partnerId=${b.id}&direction=out`,
        token: viewer.token,
      }),
    );
    expect(all.items.map((x) => x.id)).toEqual([back.id]);
    expect(all.items[0]?.direction).toBeUndefined();
    const one = ok<Transfer>(
      await send(t, { url: `/api/admin/transfers/${out.id}`, token: viewer.token }),
    );
    expect(one).toMatchObject({
      id: out.id,
      amount: units(2),
      sender: { id: a.id },
      recipient: { id: b.id },
    });
    expect(
      (await send(t, { url: '/api/admin/transfers/999999', token: viewer.token })).status,
    ).toBe(404);
    const nobody = await signedInAdmin(t, ['view-partners']);
    expect((await send(t, { url: '/api/admin/transfers', token: nobody.token })).status).toBe(403);
  });
});
