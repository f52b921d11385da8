import { eq } from 'drizzle-orm';
import { MINUTE } from '../../../clock';
import { authTokens } from '../../../db/schema';
import { sha256 } from '../../../security/tokens';
import { bearer, createAdmin, adminLogin, createPartner, unique } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let ipCounter = 0;
/** Each test signs in from its own address, so IP failure counts do not leak between tests. */
const freshIp = () => `10.0.0.${(ipCounter += 1)}`;

const login = (payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

const invalid = { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong login or password' } };

describe('POST /api/auth/login', () => {
  it('signs in by login or by email, in any case, with a hashed, client-only token', async () => {
    const partner = await createPartner(t.db, { login: unique('Log'), password: 'secret-pass-1' });
    const ip = freshIp();
    for (const id of [
      partner.login,
      partner.login.toUpperCase(),
      partner.email,
      partner.email.toUpperCase(),
    ]) {
      const res = await login({ login: id, password: 'secret-pass-1' }, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ token: string }>().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const res = await login({ login: partner.login, password: 'secret-pass-1' }, ip);
    const { token } = res.json<{ token: string }>();
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.hash, sha256(token)));
    expect(row).toMatchObject({ kind: 'client', subjectId: partner.id, revokedAt: null });
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 7 * 24 * 60 * MINUTE);
  });

  it('refuses a wrong password, an unknown login and a partner without a password with 422', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    const noPassword = await createPartner(t.db, { password: null });
    const ip = freshIp();
    for (const payload of [
      { login: partner.login, password: 'wrong-password' },
      { login: 'nobody-at-all', password: 'whatever-1' },
      { login: noPassword.login, password: 'whatever-1' },
    ]) {
      const res = await login(payload, ip);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(invalid);
    }
  });

  it('answers 422 field errors for an empty body', async () => {
    const res = await login({}, freshIp());
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { fields: unknown } }>().error.fields).toEqual({
      login: 'required',
      password: 'required',
    });
  });

  it('never locks the owner out: after 10 failures from one IP, the right password from another gets in', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    const attacker = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await login({ login: partner.login, password: `wrong-${i}` }, attacker)).statusCode,
      ).toBe(422);
    }
    // The attacker's IP is at its hard limit, the account is not.
    const blocked = await login({ login: partner.login, password: 'right-password' }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: {
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
        // When every failure counted now has left the 15-minute window (the UI says it).
        params: { date: new Date(t.clock.now().getTime() + 15 * 60_000).toISOString() },
      },
    });
    // Captcha off (tests, demo): the owner only waits a short delay.
    const owner = await login({ login: partner.email, password: 'right-password' }, freshIp());
    expect(owner.statusCode).toBe(200);
  });

  it('makes a suspicious account wait a growing delay when the captcha is off', async () => {
    const app = await t.variant({
      config: { auth: { ...t.config.auth, loginDelayBaseMs: 150, loginDelayMaxMs: 300 } },
    });
    const partner = await createPartner(t.db, { password: 'right-password' });
    const timed = async (password: string) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: partner.login, password },
        remoteAddress: freshIp(),
      });
      return { status: res.statusCode, ms: performance.now() - started };
    };
    for (let i = 0; i < 3; i += 1) expect((await timed('bad-password')).ms).toBeLessThan(150);
    expect(await timed('bad-password')).toEqual({ status: 422, ms: expect.any(Number) });
    const ok = await timed('right-password');
    expect(ok.status).toBe(200);
    expect(ok.ms).toBeGreaterThanOrEqual(290); // 4 failures: 150 ms doubled once
    // The success cleared the account: no wait any more.
    expect((await timed('right-password')).ms).toBeLessThan(150);
  });

  it('locks an IP after 10 failures across accounts, for that IP only', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ login: unique('ghost'), password: 'x-password' }, ip)).statusCode).toBe(
        422,
      );
    }
    expect((await login({ login: partner.login, password: 'right-password' }, ip)).statusCode).toBe(
      429,
    );
    expect(
      (await login({ login: partner.login, password: 'right-password' }, freshIp())).statusCode,
    ).toBe(200);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await login({ login: partner.login, password: 'right-password' }, ip)).statusCode).toBe(
      200,
    );
  });

  it('clears the account failures on success', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    for (let i = 0; i < 9; i += 1)
      await login({ login: partner.login, password: 'bad-password' }, freshIp());
    expect(
      (await login({ login: partner.login, password: 'right-password' }, freshIp())).statusCode,
    ).toBe(200);
    for (let i = 0; i < 9; i += 1)
      await login({ login: partner.login, password: 'bad-password' }, freshIp());
    expect(
      (await login({ login: partner.login, password: 'right-password' }, freshIp())).statusCode,
    ).toBe(200);
  });

  describe('with CAPTCHA_ENABLED', () => {
    const captchaConfig = {
      captcha: { enabled: true, secret: 's', verifyUrl: 'http://x.invalid' },
    };
    const verified: string[] = [];
    const captcha = {
      verify: async (token: string) => {
        verified.push(token);
        return token === 'ok';
      },
    };
    type App = Awaited<ReturnType<TestApp['variant']>>;
    const loginOn = (app: App, payload: Record<string, unknown>, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
    const code = (res: { json<T>(): T }) => res.json<{ error: { code: string } }>().error.code;

    it('asks no captcha of an account without recent failures', async () => {
      const app = await t.variant({ config: captchaConfig, captcha });
      const partner = await createPartner(t.db, { password: 'right-password' });
      const res = await loginOn(
        app,
        { login: partner.login, password: 'right-password' },
        freshIp(),
      );
      expect(res.statusCode).toBe(200);
    });

    it('lets the owner in with a passed captcha while the account is attacked from other IPs', async () => {
      const app = await t.variant({ config: captchaConfig, captcha });
      const partner = await createPartner(t.db, { password: 'right-password' });
      const attacker = freshIp();
      for (let i = 0; i < 3; i += 1) {
        const res = await loginOn(app, { login: partner.login, password: `wrong-${i}` }, attacker);
        expect(res.statusCode).toBe(422);
        expect(code(res)).toBe('INVALID_CREDENTIALS');
      }
      // From the third failure on, the account needs a captcha: without one nothing is checked.
      const noToken = await loginOn(app, { login: partner.login, password: 'wrong-x' }, attacker);
      expect(noToken.statusCode).toBe(422);
      expect(noToken.json()).toEqual({
        error: { code: 'CAPTCHA_REQUIRED', message: expect.any(String) },
      });
      // An attacker who solves captchas keeps guessing until their IP's hard limit.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const res = await loginOn(
          app,
          { login: partner.login, password: `again-${i}`, captchaToken: 'ok' },
          attacker,
        );
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 422, 429]);

      const owner = freshIp();
      const asked = await loginOn(app, { login: partner.login, password: 'right-password' }, owner);
      expect(code(asked)).toBe('CAPTCHA_REQUIRED');
      const rejected = await loginOn(
        app,
        { login: partner.login, password: 'right-password', captchaToken: 'bad' },
        owner,
      );
      expect(rejected.statusCode).toBe(422);
      expect(code(rejected)).toBe('CAPTCHA_FAILED');
      const passed = await loginOn(
        app,
        { login: partner.login, password: 'right-password', captchaToken: 'ok' },
        owner,
      );
      expect(passed.statusCode).toBe(200);
      expect(verified).toContain('bad');
      // The success cleared the account's failures: the next sign-in needs no captcha.
      const next = await loginOn(app, { login: partner.login, password: 'right-password' }, owner);
      expect(next.statusCode).toBe(200);
    });

    it('counts failures by login, email, case and padding on one account', async () => {
      const app = await t.variant({ config: captchaConfig, captcha });
      const partner = await createPartner(t.db, { password: 'right-password' });
      for (const login of [partner.login.toUpperCase(), partner.email, ` ${partner.login} `]) {
        const res = await loginOn(app, { login, password: 'wrong-password' }, freshIp());
        expect(code(res)).toBe('INVALID_CREDENTIALS');
      }
      const res = await loginOn(
        app,
        { login: partner.email.toUpperCase(), password: 'right-password' },
        freshIp(),
      );
      expect(code(res)).toBe('CAPTCHA_REQUIRED');
    });

    it('asks the same captcha for an unknown login (no account enumeration)', async () => {
      const app = await t.variant({ config: captchaConfig, captcha });
      const ghost = unique('ghost');
      for (let i = 0; i < 3; i += 1)
        await loginOn(app, { login: ghost, password: 'x-password' }, freshIp());
      const res = await loginOn(
        app,
        { login: ghost.toUpperCase(), password: 'x-password' },
        freshIp(),
      );
      expect(code(res)).toBe('CAPTCHA_REQUIRED');
    });

    it('shares the counts between two instances on one database', async () => {
      const first = await t.variant({ config: captchaConfig, captcha });
      const second = await t.variant({ config: captchaConfig, captcha });
      const partner = await createPartner(t.db, { password: 'right-password' });
      const ip = freshIp();
      for (let i = 0; i < 3; i += 1)
        await loginOn(first, { login: partner.login, password: 'bad-password' }, ip);
      expect(
        code(
          await loginOn(second, { login: partner.login, password: 'right-password' }, freshIp()),
        ),
      ).toBe('CAPTCHA_REQUIRED');
      for (let i = 0; i < 7; i += 1) {
        await loginOn(
          i % 2 ? first : second,
          { login: unique('ghost'), password: 'bad-password' },
          ip,
        );
      }
      const blocked = await loginOn(
        first,
        { login: partner.login, password: 'right-password', captchaToken: 'ok' },
        ip,
      );
      expect(blocked.statusCode).toBe(429);
      const owner = await loginOn(
        second,
        { login: partner.login, password: 'right-password', captchaToken: 'ok' },
        freshIp(),
      );
      expect(owner.statusCode).toBe(200);
    });
  });
});

describe('POST /api/client/logout', () => {
  it('revokes the token of the request only', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    const ip = freshIp();
    const a = (await login({ login: partner.login, password: 'right-password' }, ip)).json<{
      token: string;
    }>().token;
    const b = (await login({ login: partner.login, password: 'right-password' }, ip)).json<{
      token: string;
    }>().token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/client/logout',
      headers: bearer(a),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await t.app.inject({ url: '/api/client/me', headers: bearer(a) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/client/me', headers: bearer(b) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/client/logout', headers: bearer(a) }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses an admin token', async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    const token = await adminLogin(t.app, admin.login, admin.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/logout',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('UNAUTHENTICATED');
  });
});
