import {
  bearer,
  clientLogin,
  createAdmin,
  createPartner,
  signupBody,
  unique,
} from '../../../testing/fixtures';
import { and, count, eq } from 'drizzle-orm';
import { loginAttempts } from '../../../db/schema';
import { reserveFailure } from '../../../security/failure-reservation';
import { loginKeys, recordLoginFailure } from '../../../security/login-throttle';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The limit of the business rules: 10 failures per 15 minutes per IP (and account). */
const LIMIT = 10;
const BURST = 24;

/** Sends the same request BURST times at once; counts the answers by status and error code. */
type Reply = { statusCode: number; json<T>(): T };

async function burst(send: (i: number) => Promise<Reply>) {
  const replies = await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
  const counts: Record<string, number> = {};
  for (const r of replies) {
    const key = `${r.statusCode} ${r.json<{ error?: { code: string } }>().error?.code ?? ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Every answer is a checked failure or the throttle (429), and at most `limit` were checked. */
function expectThrottled(counts: Record<string, number>, checked: string, limit = LIMIT) {
  expect(Object.keys(counts).filter((k) => k !== checked && k !== '429 TOO_MANY_ATTEMPTS')).toEqual(
    [],
  );
  expect(counts[checked] ?? 0).toBeLessThanOrEqual(limit);
  expect(counts['429 TOO_MANY_ATTEMPTS']).toBeGreaterThanOrEqual(BURST - limit);
}

describe('a burst of concurrent guesses gets no more checks than the limit', () => {
  it('partner sign-in: at most 10 passwords checked per IP, the rest 429', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    const counts = await burst((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.1',
        payload: { login: partner.login, password: `guess-${i}-wrong` },
      }),
    );
    expectThrottled(counts, '422 INVALID_CREDENTIALS');
  });

  it('admin sign-in: the same', async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    const counts = await burst((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '198.51.100.2',
        payload: { login: admin.login, password: `guess-${i}-wrong` },
      }),
    );
    expectThrottled(counts, '422 INVALID_CREDENTIALS');
  });

  it('password change: at most 10 current passwords checked for a stolen session', async () => {
    const partner = await createPartner(t.db);
    const token = await clientLogin(t.app, partner.login, 'partner-password-1');
    const counts = await burst((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/security/password',
        headers: bearer(token),
        remoteAddress: '198.51.100.3',
        payload: { currentPassword: `guess-${i}-wrong`, password: 'new-password-9' },
      }),
    );
    expectThrottled(counts, '422 INVALID_CREDENTIALS');
  });

  it('signup: at most 5 taken logins told per IP (the login-listing limit), the rest 429', async () => {
    const sponsor = await createPartner(t.db, { active: true });
    const taken = await createPartner(t.db);
    const counts = await burst((i) => {
      const login = unique('burst');
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '198.51.100.5',
        payload: signupBody(sponsor.partnerCode, {
          email: `${login}-${i}@example.com`,
          login: taken.login,
        }),
      });
    });
    expectThrottled(counts, '409 ALREADY_EXISTS', 5);
  });

  it('counts no right password: 12 sign-ins in a row from one address all pass', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.4',
        payload: { login: partner.login, password: 'right-password' },
      });
      expect(ok.statusCode).toBe(200);
    }
  });

  it('refuses no right password of a burst: an attempt not yet judged is no failure', async () => {
    const partners = await Promise.all(
      Array.from({ length: LIMIT + 5 }, () => createPartner(t.db, { password: 'right-password' })),
    );
    const answers = await Promise.all(
      partners.map((p) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '198.51.100.6',
          payload: { login: p.login, password: 'right-password' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(partners.map(() => 200));
  });

  it('refuses no new signup of a burst from one address (only taken logins count)', async () => {
    const sponsor = await createPartner(t.db, { active: true });
    const counts = await burst(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '198.51.100.7',
        payload: signupBody(sponsor.partnerCode),
      }),
    );
    expect(counts).toEqual({ '201 ': BURST });
  });

  it('no longer waits on attempts an instance left pending when it died mid-attempt', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    const ip = '198.51.100.8';
    // Ten attempts counted and never judged: the instance judging them went down.
    const keys = loginKeys('client', unique('gone'), ip);
    let abandonedAfterMs = 0;
    for (let i = 0; i < LIMIT; i += 1)
      ({ abandonedAfterMs } = await reserveFailure(t.db, t.config.auth, t.clock.now(), keys));
    // Once longer ago than an attempt stays pending, they hold nobody up: no wait, no 429.
    t.clock.advance(abandonedAfterMs + 1);
    const started = performance.now();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { login: partner.login, password: 'right-password' },
    });
    expect(answer.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('still counts an attempt judged after a long wait for its turn', async () => {
    // A two-second delay for an account with failures, so the guess below is judged for a while.
    const auth = { ...t.config.auth, loginDelayBaseMs: 2_000, loginDelayMaxMs: 2_000 };
    const app = await t.variant({ config: { auth } });
    const ip = '198.51.100.10';
    const victim = await createPartner(t.db);
    const [victimKey, ipKey] = loginKeys('client', `partner:${victim.id}`, ip);
    await recordLoginFailure(t.db, auth, t.clock.now(), [victimKey, victimKey, victimKey]);
    const login = (account: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { login: account, password },
      });
    // Ten attempts from the address being judged (a run of right sign-ins, say): the guess on the
    // victim waits its turn behind them.
    const judging = [];
    for (let i = 0; i < LIMIT; i += 1)
      judging.push(await reserveFailure(t.db, auth, t.clock.now(), [ipKey]));
    const guess = login(victim.login, 'guess-wrong');
    const pendingOfIp = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(loginAttempts)
          .where(
            and(
              eq(loginAttempts.scope, `pending:${ipKey.scope}`),
              eq(loginAttempts.key, ipKey.key),
            ),
          )
      )[0]?.n;
    while ((await pendingOfIp()) !== LIMIT + 1) await new Promise((r) => setTimeout(r, 5));
    // They end just before the guess's turn would have run out (business time is real time in
    // production): the guess is judged from then on, its delay first. Guesses sent meanwhile must
    // count it, else they are ten more checks.
    for (const attempt of judging) await attempt.release();
    t.clock.advance((judging[0]?.waitMs ?? 0) + 1);
    const replies = await Promise.all([
      guess,
      ...Array.from({ length: LIMIT }, (_, i) => login(unique('nobody'), `guess-${i}-wrong`)),
    ]);
    const checked = replies.filter((r) => r.statusCode === 422).length;
    expect([checked, replies.length - checked]).toEqual([LIMIT, 1]);
  });
});
