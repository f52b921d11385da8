import { and, eq } from 'drizzle-orm';
import { units, type Deposit, type Page } from 'shared-api/contract';
import { adminLogs, ledgerTransactions } from '../../../db/schema';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  changeFinanceSettings,
  newKey,
  ok,
  resetFinanceSettings,
  send,
  signedInAdmin,
  signedInPartner,
  systemBalance,
  type SignedInPartner,
} from '../../finance/testing/money-test-kit';
import { partnerBalance } from '../../ledger/accounts';

let t: TestApp;
let admin: { id: number; token: string };
let viewer: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, ['view-transactions', 'update-transactions']);
  viewer = await signedInAdmin(t, ['view-transactions']);
});
afterAll(() => t?.close());
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
  await resetFinanceSettings(t);
});

let hashSeed = 0;
const freshHash = () => (hashSeed += 1).toString(16).padStart(64, '0');

async function pendingDeposit(
  p: SignedInPartner,
  amount: string,
  txHash?: string,
): Promise<Deposit> {
  const created = ok<Deposit>(
    await send(t, {
      url: '/api/client/deposits',
      token: p.token,
      payload: { amount },
      key: newKey(),
    }),
    201,
  );
  return ok<Deposit>(
    await send(t, {
      url: `/api/client/deposits/${created.id}/paid`,
      token: p.token,
      payload: txHash ? { txHash } : {},
    }),
  );
}
const confirm = (id: number, payload: object = {}, key = newKey(), token = admin.token) =>
  send(t, { url: `/api/admin/deposits/${id}/confirm`, token, payload, key });
const reject = (id: number, reason = 'No such payment on chain') =>
  send(t, { url: `/api/admin/deposits/${id}/reject`, token: admin.token, payload: { reason } });
const adminLogsOf = (action: string, depositId: number) =>
  t.db
    .select()
    .from(adminLogs)
    .where(and(eq(adminLogs.action, action), eq(adminLogs.adminUserId, admin.id)))
    .then((rows) => rows.filter((r) => r.details.depositId === depositId));

describe('POST /api/admin/deposits/{id}/confirm', () => {
  it('credits (amount − fee) in GTC at the rate of completion, from deposits-in', async () => {
    await changeFinanceSettings(t, (s) => ({ ...s, deposit: { ...s.deposit, feeBp: 200 } }));
    const p = await signedInPartner(t);
    const hash = freshHash();
    const deposit = await pendingDeposit(p, units(100), hash);
    expect(deposit.credit).toBe(units(98));
    // The rate moves between the request and the confirmation: the later one applies.
    await changeFinanceSettings(t, (s) => ({ ...s, gtcPerUsdtPpm: 1_500_000 }));
    const inBefore = await systemBalance(t, 'deposits-in');

    const done = ok<Deposit>(await confirm(deposit.id));
    expect(done).toMatchObject({
      status: 'completed',
      fee: units(2),
      gtcPerUsdtPpm: 1_500_000,
      credit: units(147),
      txHash: hash,
      completedAt: t.clock.now().toISOString(),
    });
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(147_000_000n);
    expect(await systemBalance(t, 'deposits-in')).toBe(inBefore - 147_000_000n);
    const [booked] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, done.transactionId ?? -1));
    expect(booked).toMatchObject({
      kind: 'deposit',
      naturalKey: `deposit:${hash}`,
      partnerId: p.id,
      createdByKind: 'admin',
      createdById: admin.id,
    });
    const [log] = await adminLogsOf('deposit-confirmed', deposit.id);
    expect(log).toMatchObject({
      subjectType: 'partner',
      subjectId: p.id,
      before: { status: 'pending' },
      after: { status: 'completed', credit: units(147) },
    });
  });

  it('answers a retry with the same key once, and refuses a second confirmation', async () => {
    const p = await signedInPartner(t);
    const deposit = await pendingDeposit(p, units(40), freshHash());
    const key = newKey();
    const first = await confirm(deposit.id, {}, key);
    const again = await confirm(deposit.id, {}, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(40_000_000n);
    expect(await adminLogsOf('deposit-confirmed', deposit.id)).toHaveLength(1);

    const second = await confirm(deposit.id);
    expect(second.status).toBe(409);
    expect(second.error?.code).toBe('INVALID_STATE');
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(40_000_000n);
  });

  it('confirms an awaiting-payment request, keyed by its id when it has no hash', async () => {
    const p = await signedInPartner(t);
    const created = ok<Deposit>(
      await send(t, {
        url: '/api/client/deposits',
        token: p.token,
        payload: { amount: units(25) },
        key: newKey(),
      }),
      201,
    );
    const done = ok<Deposit>(await confirm(created.id));
    expect(done).toMatchObject({ status: 'completed', txHash: null, credit: units(25) });
    const [booked] = await t.db
      .select({ naturalKey: ledgerTransactions.naturalKey })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, done.transactionId ?? -1));
    expect(booked?.naturalKey).toBe(`deposit-id:${created.id}`);
  });

  it('takes the admin’s tx hash, refusing one another deposit holds', async () => {
    const p = await signedInPartner(t);
    const held = freshHash();
    await pendingDeposit(p, units(30), held);
    const other = await pendingDeposit(p, units(30));
    const taken = await confirm(other.id, { txHash: `0x${held}` });
    expect(taken.status).toBe(409);
    expect(taken.error).toMatchObject({ code: 'ALREADY_EXISTS', fields: { txHash: 'taken' } });
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(0n);

    const own = freshHash();
    const done = ok<Deposit>(await confirm(other.id, { txHash: own.toUpperCase() }));
    expect(done.txHash).toBe(own);
  });

  it('refuses expired and rejected deposits, unknown ids, and admins without the permission', async () => {
    const p = await signedInPartner(t);
    const deposit = await pendingDeposit(p, units(30));
    const forbidden = await confirm(deposit.id, {}, newKey(), viewer.token);
    expect(forbidden.status).toBe(403);
    expect((await confirm(999_999)).status).toBe(404);
    ok(await reject(deposit.id));
    const rejected = await confirm(deposit.id);
    expect(rejected.status).toBe(409);
    expect(rejected.error?.code).toBe('INVALID_STATE');
    const noKey = await send(t, {
      url: `/api/admin/deposits/${deposit.id}/confirm`,
      token: admin.token,
      payload: {},
    });
    expect(noKey.error?.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(0n);
  });
});

describe('POST /api/admin/deposits/{id}/reject', () => {
  it('rejects with the reason, books nothing, and frees the tx hash', async () => {
    const p = await signedInPartner(t);
    const hash = freshHash();
    const deposit = await pendingDeposit(p, units(30), hash);
    const done = ok<Deposit>(await reject(deposit.id, 'Amount does not match'));
    expect(done).toMatchObject({
      status: 'rejected',
      note: 'Amount does not match',
      transactionId: null,
    });
    const [log] = await adminLogsOf('deposit-rejected', deposit.id);
    expect(log?.after).toEqual({ status: 'rejected', note: 'Amount does not match' });
    expect((await reject(deposit.id)).error?.code).toBe('INVALID_STATE');
    const short = await reject(deposit.id, 'no');
    expect(short.error?.fields).toEqual({ reason: 'required' });

    const retried = await pendingDeposit(p, units(30), hash);
    expect(retried.txHash).toBe(hash);
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(0n);
  });
});

describe('GET /api/admin/deposits', () => {
  it('lists every partner’s deposits with filters, and shows one', async () => {
    const p = await signedInPartner(t);
    const q = await signedInPartner(t);
    const mine = await pendingDeposit(p, units(31));
    const theirs = await pendingDeposit(q, units(32), freshHash());
    ok(await confirm(theirs.id));

    const byPartner = ok<Page<Deposit>>(
      await send(t, { url: `/api/admin/deposits?partnerId=${p.id}`, token: viewer.token }),
    );
    expect(byPartner).toEqual({ items: [mine], total: 1 });
    const completed = ok<Page<Deposit>>(
      await send(t, {
        url: `/api/admin/deposits?status=completed&search=${q.login}`,
        token: viewer.token,
      }),
    );
    expect(completed.items.map((d) => d.id)).toEqual([theirs.id]);
    const today = t.clock.now().toISOString().slice(0, 10);
    const none = ok<Page<Deposit>>(
      await send(t, {
        url: `/api/admin/deposits?partnerId=${p.id}&to=2020-01-01`,
        token: viewer.token,
      }),
    );
    expect(none.total).toBe(0);
    const dated = ok<Page<Deposit>>(
      await send(t, {
        url: `/api/admin/deposits?partnerId=${p.id}&from=${today}&to=${today}`,
        token: viewer.token,
      }),
    );
    expect(dated.total).toBe(1);

    expect(
      ok<Deposit>(await send(t, { url: `/api/admin/deposits/${mine.id}`, token: viewer.token })),
    ).toEqual(mine);
    expect((await send(t, { url: '/api/admin/deposits/999999', token: viewer.token })).status).toBe(
      404,
    );
    const partnerToken = await send(t, { url: '/api/admin/deposits', token: p.token });
    expect(partnerToken.status).toBe(401);
  });
});
