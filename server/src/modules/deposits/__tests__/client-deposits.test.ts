import { and, eq } from 'drizzle-orm';
import { units, type Deposit, type DepositInfo, type Page } from 'shared-api/contract';
import { DAY, MINUTE } from '../../../clock';
import { clientLogs, deposits } from '../../../db/schema';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { itOnPostgres } from '../../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  changeFinanceSettings,
  newKey,
  ok,
  resetFinanceSettings,
  send,
  signedInPartner,
  type SignedInPartner,
} from '../../finance/testing/money-test-kit';
import {
  DEFAULT_FINANCE_SETTINGS,
  lockFinanceSettings,
  readFinanceSettings,
  writeFinanceSettings,
} from '../../settings/finance-settings';
import { DEPOSIT_REQUESTS_PER_DAY } from '../deposit-request-limit';
import { expireDepositsJob } from '../expire-deposits-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
  await resetFinanceSettings(t);
});

const HASH = 'ab'.repeat(32);

const request = (p: SignedInPartner, amount: string, key = newKey()) =>
  send(t, { url: '/api/client/deposits', token: p.token, payload: { amount }, key });
const paid = (p: SignedInPartner, id: number, txHash?: string) =>
  send(t, {
    url: `/api/client/deposits/${id}/paid`,
    token: p.token,
    payload: txHash ? { txHash } : {},
  });
const depositsOf = (partnerId: number) =>
  t.db.select().from(deposits).where(eq(deposits.partnerId, partnerId));
const logsOf = (partnerId: number, action: string) =>
  t.db
    .select()
    .from(clientLogs)
    .where(and(eq(clientLogs.partnerId, partnerId), eq(clientLogs.action, action)));

describe('GET /api/client/deposits/info', () => {
  it('shows the settings of a top-up', async () => {
    const p = await signedInPartner(t);
    const info = ok<DepositInfo>(
      await send(t, { url: '/api/client/deposits/info', token: p.token }),
    );
    const d = DEFAULT_FINANCE_SETTINGS.deposit;
    expect(info).toEqual({
      currency: 'USDT',
      network: d.network,
      walletAddress: d.walletAddress,
      minAmount: units(10),
      feeBp: d.feeBp,
      gtcPerUsdtPpm: 1_000_000,
      paymentMinutes: 30,
      processingMinMinutes: 10,
      processingMaxMinutes: 60,
    });
  });

  it('needs a client token', async () => {
    const res = await t.app.inject({ url: '/api/client/deposits/info' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/client/deposits', () => {
  it('opens a request with the wallet, the timer and the credit estimated at today’s rate', async () => {
    await changeFinanceSettings(t, (s) => ({
      ...s,
      gtcPerUsdtPpm: 2_000_000,
      deposit: { ...s.deposit, feeBp: 150 },
    }));
    const p = await signedInPartner(t);
    const now = t.clock.now();
    const deposit = ok<Deposit>(await request(p, units(100)), 201);
    expect(deposit).toMatchObject({
      partner: { id: p.id, login: p.login },
      amount: units(100),
      fee: '1500000',
      gtcPerUsdtPpm: 2_000_000,
      credit: '197000000',
      walletAddress: DEFAULT_FINANCE_SETTINGS.deposit.walletAddress,
      network: 'TRC20',
      txHash: null,
      status: 'awaiting-payment',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 30 * MINUTE).toISOString(),
      paidAt: null,
      completedAt: null,
      transactionId: null,
    });
    const [log] = await logsOf(p.id, 'deposit-requested');
    expect(log?.details).toEqual({ depositId: deposit.id, amount: units(100), currency: 'USDT' });
  });

  it('waits for a wallet save under way and gives the new wallet, never the replaced one', async () => {
    const p = await signedInPartner(t);
    const NEW_WALLET = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
    let requested: ReturnType<typeof request> | undefined;
    // An admin's save of a new wallet is in flight (locked, written, not committed).
    await t.db.transaction(async (tx) => {
      await lockFinanceSettings(tx);
      const before = await readFinanceSettings(tx);
      const deposit = { ...before.deposit, walletAddress: NEW_WALLET };
      await writeFinanceSettings(tx, { ...before, deposit }, 0, t.clock.now());
      requested = request(p, units(100));
      // Long enough for the request's read without the lock (it would see the old wallet).
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const deposit = ok<Deposit>(await requested!, 201);
    expect(deposit.walletAddress).toBe(NEW_WALLET);
  });

  it('opens at most 10 requests a partner in 24 hours, then says when the next one may', async () => {
    const p = await signedInPartner(t);
    const first = ok<Deposit>(await request(p, units(20)), 201);
    for (let i = 1; i < DEPOSIT_REQUESTS_PER_DAY; i += 1) {
      t.clock.advance(MINUTE);
      expect((await request(p, units(20))).status).toBe(201);
    }
    const refused = await request(p, units(20));
    expect([refused.status, refused.error?.code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect(refused.error?.params).toEqual({
      date: new Date(Date.parse(first.createdAt) + DAY).toISOString(),
    });
    expect(await depositsOf(p.id)).toHaveLength(DEPOSIT_REQUESTS_PER_DAY);
    // Once the first leaves the 24 hours, one more may be opened (and only one).
    t.clock.set(new Date(Date.parse(first.createdAt) + DAY + 1));
    expect((await request(p, units(20))).status).toBe(201);
    expect((await request(p, units(20))).status).toBe(429);
  });

  itOnPostgres('lets one of two requests at once take the last place of the day', async () => {
    const p = await signedInPartner(t);
    for (let i = 1; i < DEPOSIT_REQUESTS_PER_DAY; i += 1) {
      expect((await request(p, units(20))).status).toBe(201);
    }
    const both = await Promise.all([request(p, units(20)), request(p, units(20))]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 429]);
    expect(await depositsOf(p.id)).toHaveLength(DEPOSIT_REQUESTS_PER_DAY);
  });

  it('answers a retry with the same key with the first deposit and creates it once', async () => {
    const p = await signedInPartner(t);
    const key = newKey();
    const first = await request(p, units(20), key);
    const again = await request(p, units(20), key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await depositsOf(p.id)).toHaveLength(1);

    const reused = await request(p, units(30), key);
    expect(reused.status).toBe(422);
    expect(reused.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses a request without an Idempotency-Key', async () => {
    const p = await signedInPartner(t);
    const res = await send(t, {
      url: '/api/client/deposits',
      token: p.token,
      payload: { amount: units(20) },
    });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await depositsOf(p.id)).toHaveLength(0);
  });

  it('refuses an amount below the minimum, naming it', async () => {
    const p = await signedInPartner(t);
    const res = await request(p, '9999999');
    expect(res.status).toBe(422);
    expect(res.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { amount: 'minDeposit' },
      params: { amount: units(10), currency: 'USDT' },
    });
    const zero = await request(p, '0');
    expect(zero.error?.fields).toEqual({ amount: 'invalidAmount' });
    expect(await depositsOf(p.id)).toHaveLength(0);
    expect(await logsOf(p.id, 'deposit-requested')).toHaveLength(0);
  });
});

describe('POST /api/client/deposits/{id}/paid', () => {
  it('moves the partner’s own request to pending with the tx hash', async () => {
    const p = await signedInPartner(t);
    const { id } = ok<Deposit>(await request(p, units(50)), 201);
    t.clock.advance(5 * MINUTE);
    const deposit = ok<Deposit>(await paid(p, id, `0x${HASH.toUpperCase()}`));
    expect(deposit).toMatchObject({
      status: 'pending',
      txHash: HASH,
      paidAt: t.clock.now().toISOString(),
    });
    expect(await logsOf(p.id, 'deposit-paid')).toHaveLength(1);

    const twice = await paid(p, id);
    expect(twice.status).toBe(409);
    expect(twice.error?.code).toBe('INVALID_STATE');
  });

  it('accepts no hash, and keeps other partners out', async () => {
    const p = await signedInPartner(t);
    const other = await signedInPartner(t);
    const { id } = ok<Deposit>(await request(p, units(50)), 201);
    const foreign = await paid(other, id);
    expect(foreign.status).toBe(404);
    expect(foreign.error?.code).toBe('NOT_FOUND');
    expect(ok<Deposit>(await paid(p, id))).toMatchObject({ status: 'pending', txHash: null });
  });

  it('refuses a tx hash another deposit claims, in any spelling', async () => {
    const p = await signedInPartner(t);
    const hash = 'cd'.repeat(32);
    const first = ok<Deposit>(await request(p, units(50)), 201);
    const second = ok<Deposit>(await request(p, units(60)), 201);
    ok(await paid(p, first.id, hash));
    const taken = await paid(p, second.id, `0x${hash.toUpperCase()}`);
    expect(taken.status).toBe(409);
    expect(taken.error).toMatchObject({ code: 'ALREADY_EXISTS', fields: { txHash: 'taken' } });
    const [row] = await t.db.select().from(deposits).where(eq(deposits.id, second.id));
    expect(row?.status).toBe('awaiting-payment');

    const malformed = await paid(p, second.id, 'xyz');
    expect(malformed.error?.fields).toEqual({ txHash: 'invalidTxHash' });
  });

  it('refuses a request whose payment timer ran out, before and after the expiry job', async () => {
    const p = await signedInPartner(t);
    const late = ok<Deposit>(await request(p, units(50)), 201);
    const later = ok<Deposit>(await request(p, units(50)), 201);
    t.clock.advance(30 * MINUTE);
    const res = await paid(p, late.id);
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe('INVALID_STATE');
    await expireDepositsJob.run({ db: t.db, clock: t.clock, config: t.config });
    const after = await paid(p, later.id);
    expect(after.error?.code).toBe('INVALID_STATE');
  });
});

describe('expireDepositsJob', () => {
  it('expires unpaid requests at the end of their timer, never pending ones, once', async () => {
    const p = await signedInPartner(t);
    // Earlier tests may have left requests behind: start from a clean slate.
    t.clock.advance(DAY);
    await expireDepositsJob.run({ db: t.db, clock: t.clock, config: t.config });

    const unpaid = ok<Deposit>(await request(p, units(50)), 201);
    const claimed = ok<Deposit>(await request(p, units(50)), 201);
    ok(await paid(p, claimed.id));
    t.clock.advance(30 * MINUTE - 1);
    expect(await expireDepositsJob.run({ db: t.db, clock: t.clock, config: t.config })).toBe(0);
    t.clock.advance(1);
    expect(await expireDepositsJob.run({ db: t.db, clock: t.clock, config: t.config })).toBe(1);
    expect(await expireDepositsJob.run({ db: t.db, clock: t.clock, config: t.config })).toBe(0);
    const rows = new Map((await depositsOf(p.id)).map((d) => [d.id, d.status]));
    expect(rows.get(unpaid.id)).toBe('expired');
    expect(rows.get(claimed.id)).toBe('pending');
    expect(expireDepositsJob.everyMs).toBe(MINUTE);
  });
});

describe('GET /api/client/deposits', () => {
  it('lists only the partner’s own deposits, newest first, paged and filtered', async () => {
    const p = await signedInPartner(t);
    const other = await signedInPartner(t);
    const a = ok<Deposit>(await request(p, units(11)), 201);
    const b = ok<Deposit>(await request(p, units(12)), 201);
    ok(await request(other, units(13)), 201);
    ok(await paid(p, b.id));
    const page = ok<Page<Deposit>>(
      await send(t, {
        url: `/api/client/deposits?pageSize=1&partnerId=${other.id}`,
        token: p.token,
      }),
    );
    expect(page.total).toBe(2);
    expect(page.items.map((d) => d.id)).toEqual([b.id]);
    const pending = ok<Page<Deposit>>(
      await send(t, { url: '/api/client/deposits?status=awaiting-payment', token: p.token }),
    );
    expect(pending.items.map((d) => d.id)).toEqual([a.id]);
  });
});
