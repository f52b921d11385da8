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
      expect((res.json() as { token: string }).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const res = await login({ login: partner.login, password: 'secret-pass-1' }, ip);
    const { token } = res.json() as { token: string };
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
    expect((res.json() as { error: { fields: unknown } }).error.fields).toEqual({
      login: 'required',
      password: 'required',
    });
  });

  it('locks an account for 15 minutes after 10 failures, even with the right password', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    for (let i = 0; i < 10; i += 1) {
      // Failures from many addresses: the account count alone triggers the lock.
      expect(
        (await login({ login: partner.login, password: `wrong-${i}` }, freshIp())).statusCode,
      ).toBe(422);
    }
    const locked = await login({ login: partner.email, password: 'right-password' }, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: {
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      },
    });

    t.clock.advance(14 * MINUTE);
    expect(
      (await login({ login: partner.login, password: 'right-password' }, freshIp())).statusCode,
    ).toBe(429);
    t.clock.advance(1 * MINUTE + 1000);
    expect(
      (await login({ login: partner.login, password: 'right-password' }, freshIp())).statusCode,
    ).toBe(200);
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

  it('requires a verified captcha when CAPTCHA_ENABLED', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    const app = await t.variant({
      config: { captcha: { enabled: true, secret: 's', verifyUrl: 'http://x.invalid' } },
      captcha: { verify: async (token) => token === 'ok' },
    });
    const payload = { login: partner.login, password: 'right-password' };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...payload, captchaToken: 'no' },
    });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { error: { code: string } }).error.code).toBe('CAPTCHA_FAILED');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...payload, captchaToken: 'ok' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('POST /api/client/logout', () => {
  it('revokes the token of the request only', async () => {
    const partner = await createPartner(t.db, { password: 'right-password' });
    const ip = freshIp();
    const a = (
      (await login({ login: partner.login, password: 'right-password' }, ip)).json() as {
        token: string;
      }
    ).token;
    const b = (
      (await login({ login: partner.login, password: 'right-password' }, ip)).json() as {
        token: string;
      }
    ).token;
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
    expect((res.json() as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  });
});
