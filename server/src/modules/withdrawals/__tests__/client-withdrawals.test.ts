import { and, eq } from 'drizzle-orm';
import { units, type Page, type Withdrawal, type WithdrawalInfo } from 'shared-api/contract';
import { HOUR } from '../../../clock';
import { clientLogs, ledgerTransactions, withdrawals } from '../../../db/schema';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { creditPartner } from '../../../testing/money';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { wrongCode } from '../../../testing/two-factor';
import {
  changeFinanceSettings,
  newKey,
  ok,
  partnerWithTwoFactor,
  resetFinanceSettings,
  send,
  signedInPartner,
  systemBalance,
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
  await resetFinanceSettings(t);
});

/** A real TRC20 address (base58check holds); TYPO is it with its last character changed. */
const WALLET = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const TYPO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';

type Body = { currency: 'GTC' | 'USDT'; amount: string; code: string; wallet?: string };
const withdraw = (p: SignedInPartner, body: Body, key = newKey()) =>
  send(t, { url: '/api/client/withdrawals', token: p.token, payload: body, key });
const cancel = (p: SignedInPartner, id: number, key = newKey()) =>
  send(t, { url: `/api/client/withdrawals/${id}/cancel`, token: p.token, payload: {}, key });
const info = async (p: SignedInPartner) =>
  ok<WithdrawalInfo>(await send(t, { url: '/api/client/withdrawals/info', token: p.token }));
const gtc = (partnerId: number) => partnerBalance(t.db, partnerId, 'GTC');
const rowsOf = (partnerId: number) =>
  t.db.select().from(withdrawals).where(eq(withdrawals.partnerId, partnerId));
const logs = (partnerId: number, action: string) =>
  t.db
    .select()
    .from(clientLogs)
    .where(and(eq(clientLogs.partnerId, partnerId), eq(clientLogs.action, action)));

/** A partner with 2FA and `funds` GTC, the clock at `at` (a fresh partner per test: one window each). */
async function funded(at: string, funds = units(1_000)) {
  t.clock.set(at);
  const p = await partnerWithTwoFactor(t);
  await creditPartner(t.db, p.id, funds);
  return p;
}

describe('GET /api/client/withdrawals/info', () => {
  it('on a closed day: the next window, nothing used, 2FA off', async () => {
    t.clock.set('2026-01-16T08:00:00.000Z');
    const p = await signedInPartner(t);
    expect(await info(p)).toEqual({
      open: false,
      windowStart: '2026-01-25T00:00:00.000Z',
      windowEnd: '2026-01-25T23:59:59.999Z',
      days: [5, 15, 25],
      minAmount: units(20),
      dailyLimit: units(10_000),
      usedToday: '0',
      feeBp: { USDT: 300, GTC: 100 },
      gtcPerUsdtPpm: 1_000_000,
      requestedInWindow: false,
      twoFactorEnabled: false,
      processingHours: 72,
      now: '2026-01-16T08:00:00.000Z',
    });
  });

  it('on a window day: today’s window, what the request used, 2FA on', async () => {
    const p = await funded('2026-01-25T09:00:00.000Z');
    expect(await info(p)).toMatchObject({
      open: true,
      windowStart: '2026-01-25T00:00:00.000Z',
      usedToday: '0',
      requestedInWindow: false,
      twoFactorEnabled: true,
    });
    ok(await withdraw(p, { currency: 'GTC', amount: units(70), code: p.code() }), 201);
    expect(await info(p)).toMatchObject({ usedToday: units(70), requestedInWindow: true });
  });
});

describe('POST /api/client/withdrawals', () => {
  it('reserves a USDT withdrawal: fee 3 %, the rest at the rate, processing by +72 h', async () => {
    const p = await funded('2026-02-05T10:00:00.000Z');
    await changeFinanceSettings(t, (s) => ({ ...s, gtcPerUsdtPpm: 1_250_000 }));
    const pendingBefore = await systemBalance(t, 'withdrawals-pending');
    const code = p.code();
    const now = t.clock.now();
    const created = ok<Withdrawal>(
      await withdraw(p, { currency: 'USDT', amount: units(100), wallet: WALLET, code }),
      201,
    );
    expect(created).toEqual({
      id: expect.any(Number),
      partner: { id: p.id, login: p.login },
      currency: 'USDT',
      amount: units(100),
      fee: units(3),
      // (100 − 3) GTC at 1.25 GTC per USDT.
      toReceive: '77600000',
      wallet: WALLET,
      status: 'pending',
      createdAt: now.toISOString(),
      processBy: new Date(now.getTime() + 72 * HOUR).toISOString(),
      processedAt: null,
      payoutTxHash: null,
      note: null,
    });
    expect(await gtc(p.id)).toBe(900_000_000n);
    expect(await systemBalance(t, 'withdrawals-pending')).toBe(pendingBefore + 100_000_000n);
    const [row] = await rowsOf(p.id);
    expect(row?.windowDate).toBe('2026-02-05');
    const [reserve] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, row?.reserveTransactionId ?? -1));
    expect(reserve).toMatchObject({
      kind: 'withdrawal-reserve',
      partnerId: p.id,
      details: { withdrawalId: created.id, currency: 'USDT' },
    });
    expect((await logs(p.id, 'withdrawal-requested'))[0]?.details).toEqual({
      withdrawalId: created.id,
      amount: units(100),
      currency: 'USDT',
    });
  });

  it('pays GTC less 1 %, answers a retry once, and allows one request per window', async () => {
    const p = await funded('2026-02-15T23:57:00.000Z');
    const key = newKey();
    const body: Body = { currency: 'GTC', amount: units(50), code: p.code() };
    const first = await withdraw(p, body, key);
    expect(ok<Withdrawal>(first, 201)).toMatchObject({
      fee: '500000',
      toReceive: '49500000',
      wallet: null,
    });
    const again = await withdraw(p, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(p.id)).toHaveLength(1);
    expect(await gtc(p.id)).toBe(950_000_000n);

    const second = await withdraw(p, { currency: 'GTC', amount: units(20), code: p.code() });
    expect(second.status).toBe(409);
    expect(second.error?.code).toBe('WITHDRAWAL_ALREADY_REQUESTED');
    expect(await rowsOf(p.id)).toHaveLength(1);
  });

  it('checks in order: 2FA on, window, one per window, minimum, limit, code, funds', async () => {
    // 2FA off wins over a closed window.
    t.clock.set('2026-03-06T10:00:00.000Z');
    const plain = await signedInPartner(t);
    await creditPartner(t.db, plain.id, units(100));
    const noTwoFa = await withdraw(plain, { currency: 'GTC', amount: units(50), code: '123456' });
    expect(noTwoFa.status).toBe(409);
    expect(noTwoFa.error?.code).toBe('TWO_FA_REQUIRED');

    // A closed window wins over a too small amount.
    const p = await funded('2026-03-06T10:00:00.000Z', units(100));
    const closed = await withdraw(p, { currency: 'GTC', amount: '1', code: p.code() });
    expect(closed.status).toBe(409);
    expect(closed.error).toMatchObject({
      code: 'WITHDRAWAL_CLOSED',
      params: { date: '2026-03-15T00:00:00.000Z' },
    });

    // The minimum wins over the limit; the limit over the code; the code over the funds.
    const q = await funded('2026-03-15T10:00:00.000Z', units(100));
    await changeFinanceSettings(t, (s) => ({
      ...s,
      withdrawal: { ...s.withdrawal, minAmount: units(20), dailyLimit: units(150) },
    }));
    const small = await withdraw(q, {
      currency: 'GTC',
      amount: '19999999',
      code: wrongCode(q.secret, t.clock),
    });
    expect(small.status).toBe(422);
    expect(small.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { amount: 'minWithdrawal' },
      params: { amount: units(20), currency: 'GTC' },
    });
    const over = await withdraw(q, {
      currency: 'GTC',
      amount: units(200),
      code: wrongCode(q.secret, t.clock),
    });
    expect(over.status).toBe(409);
    expect(over.error).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      fields: { amount: 'limitExceeded' },
      params: { amount: units(50), currency: 'GTC' },
    });
    const wrong = await withdraw(q, {
      currency: 'GTC',
      amount: units(120),
      code: wrongCode(q.secret, t.clock),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error).toMatchObject({
      code: 'TWO_FA_INVALID',
      fields: { code: 'wrongTwoFaCode' },
    });
    const poor = await withdraw(q, { currency: 'GTC', amount: units(120), code: q.code() });
    expect(poor.status).toBe(409);
    expect(poor.error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amount: 'insufficientFunds' },
    });

    // Nothing was booked or logged by any refusal.
    for (const who of [plain, p, q]) {
      expect(await rowsOf(who.id)).toHaveLength(0);
      expect(await gtc(who.id)).toBe(100_000_000n);
      expect(await logs(who.id, 'withdrawal-requested')).toHaveLength(0);
    }
    const missingWallet = await withdraw(q, {
      currency: 'USDT',
      amount: units(50),
      code: q.code(),
    });
    expect(missingWallet.error?.fields).toEqual({ wallet: 'required' });
  });

  it('refuses a wallet with a typo (base58check) as invalid: nothing reserved, the key free', async () => {
    const p = await funded('2026-03-25T10:00:00.000Z');
    const pendingBefore = await systemBalance(t, 'withdrawals-pending');
    const key = newKey();
    const code = p.code();
    const body: Body = { currency: 'USDT', amount: units(100), wallet: TYPO, code };
    const typo = await withdraw(p, body, key);
    expect(typo.status).toBe(422);
    expect(typo.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { wallet: 'invalidWallet' },
    });
    expect(await rowsOf(p.id)).toHaveLength(0);
    expect(await gtc(p.id)).toBe(1_000_000_000n);
    expect(await systemBalance(t, 'withdrawals-pending')).toBe(pendingBefore);
    const reserves = await t.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.partnerId, p.id),
          eq(ledgerTransactions.kind, 'withdrawal-reserve'),
        ),
      );
    expect(reserves).toHaveLength(0);
    expect(await logs(p.id, 'withdrawal-requested')).toHaveLength(0);

    // Checksum-valid, and what is paid there is lost: the black hole and the USDT contract.
    for (const unpayable of [
      'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    ]) {
      const refused = await withdraw(p, { ...body, wallet: unpayable }, key);
      expect([refused.status, refused.error?.fields]).toEqual([422, { wallet: 'invalidWallet' }]);
    }
    expect(await rowsOf(p.id)).toHaveLength(0);

    // Refused before it ran, like any validation error: the key and the 2FA code still serve.
    const fixed = await withdraw(p, { ...body, wallet: WALLET }, key);
    expect(ok<Withdrawal>(fixed, 201)).toMatchObject({ wallet: WALLET, status: 'pending' });
  });

  it('refuses outside the window with the next window’s start, across month and year ends', async () => {
    const cases = [
      ['2026-04-26T00:00:00.000Z', '2026-05-05T00:00:00.000Z'],
      ['2026-04-30T23:59:59.999Z', '2026-05-05T00:00:00.000Z'],
      ['2026-05-04T23:59:59.999Z', '2026-05-05T00:00:00.000Z'],
      ['2026-12-26T12:00:00.000Z', '2027-01-05T00:00:00.000Z'],
    ] as const;
    for (const [now, next] of cases) {
      const p = await funded(now);
      // enableTwoFactorFor moved the clock one minute on: back to the instant under test.
      t.clock.set(now);
      const res = await withdraw(p, { currency: 'GTC', amount: units(50), code: '000000' });
      expect(res.status).toBe(409);
      expect(res.error).toMatchObject({ code: 'WITHDRAWAL_CLOSED', params: { date: next } });
    }
    const open = await funded('2027-01-05T00:00:00.000Z');
    ok(await withdraw(open, { currency: 'GTC', amount: units(50), code: open.code() }), 201);
  });
});

describe('POST /api/client/withdrawals/{id}/cancel', () => {
  it('returns the reserve, answers a retry once, and frees the window', async () => {
    const p = await funded('2027-01-15T10:00:00.000Z');
    const other = await funded('2027-01-15T10:00:00.000Z');
    const created = ok<Withdrawal>(
      await withdraw(p, { currency: 'GTC', amount: units(300), code: p.code() }),
      201,
    );
    expect((await cancel(other, created.id)).status).toBe(404);

    const key = newKey();
    const first = await cancel(p, created.id, key);
    expect(ok<Withdrawal>(first)).toMatchObject({
      status: 'cancelled',
      processedAt: t.clock.now().toISOString(),
    });
    const again = await cancel(p, created.id, key);
    expect(again.body).toEqual(first.body);
    expect(await gtc(p.id)).toBe(1_000_000_000n);
    expect(await logs(p.id, 'withdrawal-cancelled')).toHaveLength(1);

    const twice = await cancel(p, created.id);
    expect(twice.status).toBe(409);
    expect(twice.error?.code).toBe('INVALID_STATE');
    const noKey = await send(t, {
      url: `/api/client/withdrawals/${created.id}/cancel`,
      token: p.token,
      payload: {},
    });
    expect(noKey.error?.code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    expect(await info(p)).toMatchObject({ usedToday: '0', requestedInWindow: false });
    ok(await withdraw(p, { currency: 'GTC', amount: units(40), code: p.code() }), 201);
    expect(await gtc(p.id)).toBe(960_000_000n);
  });
});

describe('GET /api/client/withdrawals', () => {
  it('lists the partner’s own requests, filtered', async () => {
    const p = await funded('2027-01-25T10:00:00.000Z');
    const other = await funded('2027-01-25T10:00:00.000Z');
    const a = ok<Withdrawal>(
      await withdraw(p, { currency: 'GTC', amount: units(30), code: p.code() }),
      201,
    );
    ok(await cancel(p, a.id));
    const b = ok<Withdrawal>(
      await withdraw(p, { currency: 'USDT', amount: units(40), wallet: WALLET, code: p.code() }),
      201,
    );
    ok(await withdraw(other, { currency: 'GTC', amount: units(30), code: other.code() }), 201);
    const all = ok<Page<Withdrawal>>(
      await send(t, { url: `/api/client/withdrawals?partnerId=${other.id}`, token: p.token }),
    );
    expect(all.items.map((w) => w.id)).toEqual([b.id, a.id]);
    const pending = ok<Page<Withdrawal>>(
      await send(t, {
        url: '/api/client/withdrawals?status=pending&currency=USDT',
        token: p.token,
      }),
    );
    expect(pending).toEqual({ items: [expect.objectContaining({ id: b.id })], total: 1 });
  });
});
