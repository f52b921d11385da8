import { and, eq } from 'drizzle-orm';
import { units, type Page, type Withdrawal } from 'shared-api/contract';
import { adminLogs, ledgerTransactions, withdrawals } from '../../../db/schema';
import { ledgerViolations } from '../../../testing/ledger-invariants';
import { creditPartner } from '../../../testing/money';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  newKey,
  ok,
  partnerWithTwoFactor,
  send,
  signedInAdmin,
  systemBalance,
} from '../../finance/testing/money-test-kit';
import { partnerBalance } from '../../ledger/accounts';

let t: TestApp;
let admin: { id: number; token: string };
let viewer: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  // A withdrawal day (the 15th); every test uses fresh partners, so windows never collide.
  t.clock.set('2026-01-15T08:00:00.000Z');
  admin = await signedInAdmin(t, ['view-transactions', 'update-transactions']);
  viewer = await signedInAdmin(t, ['view-transactions']);
});
afterAll(() => t?.close());
afterEach(async () => {
  expect(await ledgerViolations(t.db)).toEqual([]);
});

/** A partner with 1 000 GTC and a pending GTC withdrawal of `amount`. */
async function pendingWithdrawal(amount = units(200)) {
  const p = await partnerWithTwoFactor(t);
  await creditPartner(t.db, p.id, units(1_000));
  const withdrawal = ok<Withdrawal>(
    await send(t, {
      url: '/api/client/withdrawals',
      token: p.token,
      payload: { currency: 'GTC', amount, code: p.code() },
      key: newKey(),
    }),
    201,
  );
  return { p, withdrawal };
}
const complete = (id: number, payload: object = {}, key = newKey(), token = admin.token) =>
  send(t, { url: `/api/admin/withdrawals/${id}/complete`, token, payload, key });
/** A deposit request of the partner's, awaiting payment. */
const depositRequest = async (p: { token: string }) =>
  ok<{ id: number }>(
    await send(t, {
      url: '/api/client/deposits',
      token: p.token,
      payload: { amount: units(10) },
      key: newKey(),
    }),
    201,
  );
const markPaid = (p: { token: string }, id: number, txHash: string) =>
  send(t, { url: `/api/client/deposits/${id}/paid`, token: p.token, payload: { txHash } });
const reject = (id: number, key = newKey()) =>
  send(t, {
    url: `/api/admin/withdrawals/${id}/reject`,
    token: admin.token,
    payload: { reason: 'Wallet is blacklisted' },
    key,
  });
const logOf = async (action: string, withdrawalId: number) =>
  (
    await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, action), eq(adminLogs.adminUserId, admin.id)))
  ).filter((r) => r.details.withdrawalId === withdrawalId);

describe('POST /api/admin/withdrawals/{id}/complete', () => {
  it('pays the reserve out: amount − fee to payouts-out, the fee to fees', async () => {
    const { p, withdrawal } = await pendingWithdrawal(units(200));
    const before = {
      pending: await systemBalance(t, 'withdrawals-pending'),
      payouts: await systemBalance(t, 'payouts-out'),
      fees: await systemBalance(t, 'fees'),
    };
    const hash = 'ef'.repeat(32);
    const key = newKey();
    const first = await complete(withdrawal.id, { payoutTxHash: hash }, key);
    expect(ok<Withdrawal>(first)).toMatchObject({
      status: 'completed',
      payoutTxHash: hash,
      processedAt: t.clock.now().toISOString(),
    });
    const again = await complete(withdrawal.id, { payoutTxHash: hash }, key);
    expect(again.body).toEqual(first.body);

    expect(await systemBalance(t, 'withdrawals-pending')).toBe(before.pending - 200_000_000n);
    expect(await systemBalance(t, 'payouts-out')).toBe(before.payouts + 198_000_000n);
    expect(await systemBalance(t, 'fees')).toBe(before.fees + 2_000_000n);
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(800_000_000n);
    const payouts = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.naturalKey, `withdrawal:${withdrawal.id}:settle`));
    expect(payouts).toEqual([
      expect.objectContaining({ kind: 'withdrawal-payout', createdById: admin.id }),
    ]);
    const [log] = await logOf('withdrawal-completed', withdrawal.id);
    expect(log).toMatchObject({
      subjectType: 'partner',
      subjectId: p.id,
      before: { status: 'pending' },
      after: { status: 'completed', payoutTxHash: hash },
    });

    const twice = await complete(withdrawal.id);
    expect(twice.status).toBe(409);
    expect(twice.error?.code).toBe('INVALID_STATE');
  });

  it('is refused to admins without update-transactions, and for unknown ids', async () => {
    const { withdrawal } = await pendingWithdrawal();
    const forbidden = await complete(withdrawal.id, {}, newKey(), viewer.token);
    expect(forbidden.status).toBe(403);
    expect((await complete(999_999)).status).toBe(404);
    const badHash = await complete(withdrawal.id, { payoutTxHash: 'nope' });
    expect(badHash.error?.fields).toEqual({ payoutTxHash: 'invalidTxHash' });
  });
});

describe('the payout hash', () => {
  it('names one payout: another withdrawal or a deposit naming it is refused, nothing moving', async () => {
    const first = await pendingWithdrawal();
    const hash = 'ab'.repeat(32);
    const done = ok<Withdrawal>(
      await complete(first.withdrawal.id, { payoutTxHash: `0x${hash.toUpperCase()}` }),
    );
    expect(done.payoutTxHash).toBe(hash); // stored as the deposits store theirs

    const { p, withdrawal } = await pendingWithdrawal();
    const pending = await systemBalance(t, 'withdrawals-pending');
    const again = await complete(withdrawal.id, { payoutTxHash: hash });
    expect([again.status, again.error?.code, again.error?.fields]).toEqual([
      409,
      'ALREADY_EXISTS',
      { payoutTxHash: 'taken' },
    ]);

    // A deposit's hash is a payment in, never a payout.
    const depositHash = 'cd'.repeat(32);
    ok(await markPaid(p, (await depositRequest(p)).id, depositHash));
    const incoming = await complete(withdrawal.id, { payoutTxHash: depositHash });
    expect(incoming.error?.fields).toEqual({ payoutTxHash: 'taken' });
    // Nor is a payout claimed as a payment in.
    const claim = await markPaid(p, (await depositRequest(p)).id, hash);
    expect(claim.error?.fields).toEqual({ txHash: 'taken' });

    expect(await systemBalance(t, 'withdrawals-pending')).toBe(pending);
    expect(
      ok<Withdrawal>(await complete(withdrawal.id, { payoutTxHash: 'ef01'.repeat(16) })),
    ).toMatchObject({ status: 'completed' });
  });

  it('knows a hash a payout completed before this release stored as typed (0x, upper case)', async () => {
    const hash = '5a'.repeat(32);
    const legacy = await pendingWithdrawal();
    ok<Withdrawal>(await complete(legacy.withdrawal.id, { payoutTxHash: hash }));
    // The route stored the trimmed input as it came until the hash was normalized.
    await t.db
      .update(withdrawals)
      .set({ payoutTxHash: `0x${hash.toUpperCase()}` })
      .where(eq(withdrawals.id, legacy.withdrawal.id));

    const { p, withdrawal } = await pendingWithdrawal();
    const again = await complete(withdrawal.id, { payoutTxHash: hash });
    expect([again.status, again.error?.fields]).toEqual([409, { payoutTxHash: 'taken' }]);
    const claim = await markPaid(p, (await depositRequest(p)).id, hash);
    expect([claim.status, claim.error?.fields]).toEqual([409, { txHash: 'taken' }]);
  });

  it('lets a completion and a deposit claim naming the same hash at once not both pass', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { p, withdrawal } = await pendingWithdrawal();
      const deposit = await depositRequest(p);
      const hash = `${round}e`.repeat(32);
      const answers = await Promise.all([
        complete(withdrawal.id, { payoutTxHash: hash }),
        markPaid(p, deposit.id, hash),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    }
  });

  it('lets one of two completions naming the same hash at once pass', async () => {
    const a = await pendingWithdrawal();
    const b = await pendingWithdrawal();
    const hash = '12'.repeat(32);
    const answers = await Promise.all([
      complete(a.withdrawal.id, { payoutTxHash: hash }),
      complete(b.withdrawal.id, { payoutTxHash: hash }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
  });
});

describe('POST /api/admin/withdrawals/{id}/reject', () => {
  it('returns the reserve with the reason', async () => {
    const { p, withdrawal } = await pendingWithdrawal(units(250));
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(750_000_000n);
    const done = ok<Withdrawal>(await reject(withdrawal.id));
    expect(done).toMatchObject({ status: 'rejected', note: 'Wallet is blacklisted' });
    expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(1_000_000_000n);
    expect(await logOf('withdrawal-rejected', withdrawal.id)).toHaveLength(1);
    expect((await reject(withdrawal.id)).error?.code).toBe('INVALID_STATE');
    expect((await complete(withdrawal.id)).error?.code).toBe('INVALID_STATE');
  });
});

describe('a partner’s cancel racing an admin’s complete', () => {
  it('lets exactly one win; the other gets 409 INVALID_STATE', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { p, withdrawal } = await pendingWithdrawal(units(100));
      const [cancelled, completed] = await Promise.all([
        send(t, {
          url: `/api/client/withdrawals/${withdrawal.id}/cancel`,
          token: p.token,
          payload: {},
          key: newKey(),
        }),
        complete(withdrawal.id),
      ]);
      const statuses = [cancelled.status, completed.status].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = cancelled.status === 409 ? cancelled : completed;
      expect(loser.error?.code).toBe('INVALID_STATE');
      const settled = await t.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.naturalKey, `withdrawal:${withdrawal.id}:settle`));
      expect(settled).toHaveLength(1);
      expect(await partnerBalance(t.db, p.id, 'GTC')).toBe(
        cancelled.status === 200 ? 1_000_000_000n : 900_000_000n,
      );
    }
  });
});

describe('GET /api/admin/withdrawals', () => {
  it('lists every partner’s requests with filters, and shows one', async () => {
    const { p, withdrawal } = await pendingWithdrawal(units(60));
    const list = ok<Page<Withdrawal>>(
      await send(t, {
        url: `/api/admin/withdrawals?partnerId=${p.id}&status=pending&currency=GTC`,
        token: viewer.token,
      }),
    );
    expect(list).toEqual({ items: [withdrawal], total: 1 });
    const usdt = ok<Page<Withdrawal>>(
      await send(t, {
        url: `/api/admin/withdrawals?partnerId=${p.id}&currency=USDT`,
        token: viewer.token,
      }),
    );
    expect(usdt.total).toBe(0);
    const bySearch = ok<Page<Withdrawal>>(
      await send(t, { url: `/api/admin/withdrawals?search=${p.login}`, token: viewer.token }),
    );
    expect(bySearch.items.map((w) => w.id)).toEqual([withdrawal.id]);
    expect(
      ok<Withdrawal>(
        await send(t, { url: `/api/admin/withdrawals/${withdrawal.id}`, token: viewer.token }),
      ),
    ).toEqual(withdrawal);
    expect(
      (await send(t, { url: '/api/admin/withdrawals/999999', token: viewer.token })).status,
    ).toBe(404);
    const noPermission = await signedInAdmin(t, ['view-partners']);
    expect(
      (await send(t, { url: '/api/admin/withdrawals', token: noPermission.token })).status,
    ).toBe(403);
  });
});
