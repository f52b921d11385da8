import { and, eq } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import { loginAttempts } from '../../../db/schema';
import { bearer, createAdmin, createPartner } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { codeNow, enableTwoFactorFor, wrongCode } from '../../../testing/two-factor';
import { creditPartner } from '../../../testing/money';
import {
  newKey,
  partnerWithTwoFactor,
  signedInPartner,
} from '../../finance/testing/money-test-kit';
import { adminSubject, clientSubject } from '../subject';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The lock of the business rules: 5 wrong codes lock 2FA checks for 15 minutes. */
const MAX_FAILURES = 5;
const BURST = 30;

type Reply = { statusCode: number; json<T>(): T };

/**
 * Sends BURST different wrong codes at once (none is the code of the window around now) and
 * answers how many were judged wrong (422 TWO_FA_INVALID) and how many refused by the lock.
 */
async function burst(secret: string, send: (code: string) => Promise<Reply>) {
  const valid = new Set([-1, 0, 1].map((o) => codeNow(secret, t.clock, o)));
  const codes: string[] = [];
  for (let n = 100_000; codes.length < BURST; n += 1) {
    if (!valid.has(String(n))) codes.push(String(n));
  }
  const replies = await Promise.all(codes.map(send));
  const counts: Record<string, number> = {};
  for (const r of replies) {
    const key = `${r.statusCode} ${r.json<{ error?: { code: string } }>().error?.code ?? ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** At most MAX_FAILURES codes were checked; every other answer is the lock. */
function expectLocked(counts: Record<string, number>) {
  const judged = counts['422 TWO_FA_INVALID'] ?? 0;
  expect(judged).toBeLessThanOrEqual(MAX_FAILURES);
  expect(counts['429 TWO_FA_LOCKED']).toBe(BURST - judged);
}

const signIn = async (url: string, login: string, password: string) => {
  const res = await t.app.inject({ method: 'POST', url, payload: { login, password } });
  return res.json<{ challenge: string }>().challenge;
};

describe('a burst of concurrent 2FA codes gets no more checks than the lock allows', () => {
  it('partner sign-in, second step', async () => {
    const partner = await createPartner(t.db);
    const { secret } = await enableTwoFactorFor(t, clientSubject(partner.id));
    const challenge = await signIn('/api/auth/login', partner.login, 'partner-password-1');
    const counts = await burst(secret, (code) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login/two-fa', payload: { challenge, code } }),
    );
    expectLocked(counts);
  });

  it('admin sign-in, second step', async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    const { secret } = await enableTwoFactorFor(t, adminSubject(admin.id));
    const challenge = await signIn('/api/admin/login', admin.login, admin.password);
    const counts = await burst(secret, (code) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login/two-fa',
        payload: { challenge, code },
      }),
    );
    expectLocked(counts);
  });

  it('turning 2FA off with a stolen session', async () => {
    const partner = await partnerWithTwoFactor(t);
    const counts = await burst(partner.secret, (code) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/security/two-fa/disable',
        headers: bearer(partner.token),
        payload: { code },
      }),
    );
    expectLocked(counts);
  });

  it('a transfer with a stolen session', async () => {
    const from = await partnerWithTwoFactor(t);
    const to = await createPartner(t.db);
    await creditPartner(t.db, from.id, units(100));
    const counts = await burst(from.secret, (code) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/transfers',
        headers: { ...bearer(from.token), 'idempotency-key': newKey() },
        payload: { amount: units(5), recipient: to.login, code },
      }),
    );
    expectLocked(counts);
  });

  it('holds back no right code: concurrent transfers, each with a recovery code, all book', async () => {
    const from = await signedInPartner(t);
    const { recoveryCodes } = await enableTwoFactorFor(t, clientSubject(from.id));
    const to = await createPartner(t.db);
    await creditPartner(t.db, from.id, units(100));
    const replies = await Promise.all(
      recoveryCodes.map((code) =>
        t.app.inject({
          method: 'POST',
          url: '/api/client/transfers',
          headers: { ...bearer(from.token), 'idempotency-key': newKey() },
          payload: { amount: units(1), recipient: to.login, code },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(recoveryCodes.map(() => 201));
  });

  it('still lets the owner in after a burst, once the lock is over', async () => {
    const partner = await createPartner(t.db);
    const { secret } = await enableTwoFactorFor(t, clientSubject(partner.id));
    const challenge = await signIn('/api/auth/login', partner.login, 'partner-password-1');
    await burst(secret, (code) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login/two-fa', payload: { challenge, code } }),
    );
    t.clock.advance(15 * 60_000);
    const fresh = await signIn('/api/auth/login', partner.login, 'partner-password-1');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/two-fa',
      payload: { challenge: fresh, code: codeNow(secret, t.clock) },
    });
    expect(ok.statusCode).toBe(200);
  });
});

// The business rules' lock counts wrong codes, not refused requests: a request the contract or
// the Idempotency-Key check refuses (400, 422 VALIDATION_FAILED) stops before the guard judges
// its code, so its code counts for nothing, right or wrong.
describe('a request refused before its code is judged counts no wrong code', () => {
  const countedCodes = async (partnerId: number) =>
    (
      await t.db
        .select()
        .from(loginAttempts)
        .where(
          and(eq(loginAttempts.scope, 'two-fa:client'), eq(loginAttempts.key, String(partnerId))),
        )
    ).length;

  it('transfers and withdrawals: bad body, bad JSON, no Idempotency-Key', async () => {
    const from = await partnerWithTwoFactor(t);
    const to = await createPartner(t.db);
    await creditPartner(t.db, from.id, units(100));
    const wrong = wrongCode(from.secret, t.clock);
    const post = (url: string, payload: string | object, key: string | null = newKey()) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          ...bearer(from.token),
          'content-type': 'application/json',
          ...(key ? { 'idempotency-key': key } : {}),
        },
        payload,
      });
    const transfer = { amount: units(5), recipient: to.login, code: wrong };
    const withdrawal = { currency: 'USDT', amount: units(50), wallet: 'T-typo', code: wrong };
    const refused = [
      await post('/api/client/transfers', { ...transfer, amount: 'five' }),
      await post('/api/client/transfers', { ...transfer, recipient: '' }),
      await post('/api/client/transfers', '{"amount": '),
      await post('/api/client/transfers', transfer, null),
      await post('/api/client/withdrawals', withdrawal),
      await post('/api/client/withdrawals', { ...withdrawal, wallet: undefined }),
      await post('/api/client/withdrawals', { ...withdrawal, currency: 'GTC' }, null),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([422, 422, 400, 400, 422, 422, 400]);
    expect(
      refused
        .map((r) => r.json<{ error: { code: string } }>().error.code)
        .filter((code) => code === 'TWO_FA_INVALID' || code === 'TWO_FA_LOCKED'),
    ).toEqual([]);
    expect(await countedCodes(from.id)).toBe(0);
    // More refusals than the lock allows wrong codes, and the right code still goes through.
    const sent = await post('/api/client/transfers', { ...transfer, code: from.code() });
    expect(sent.statusCode).toBe(201);
    // A wrong code in a valid request is what counts.
    const judged = await post('/api/client/transfers', {
      ...transfer,
      code: wrongCode(from.secret, t.clock),
    });
    expect([judged.statusCode, await countedCodes(from.id)]).toEqual([422, 1]);
  });
});
