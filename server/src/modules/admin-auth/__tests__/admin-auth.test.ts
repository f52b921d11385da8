import { and, eq } from 'drizzle-orm';
import { PERMISSIONS } from 'shared-api/contract';
import { MINUTE } from '../../../clock';
import { adminLogs, adminUsers, authTokens, clientLogs } from '../../../db/schema';
import { sha256 } from '../../../security/tokens';
import {
  adminLogin,
  bearer,
  clientLogin,
  createAdmin,
  createPartner,
  type AdminFixture,
} from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let chief: AdminFixture;
let support: AdminFixture;

beforeAll(async () => {
  t = await createTestApp();
  chief = await createAdmin(t.db, { permissions: PERMISSIONS, name: 'Chief' });
  support = await createAdmin(t.db, {
    permissions: ['view-users', 'view-partners', 'view-transactions', 'view-client-logs'],
  });
});
afterAll(() => t?.close());

let ipCounter = 0;
const freshIp = () => `10.1.0.${(ipCounter += 1)}`;

const errorCode = (res: { json<T>(): T }) => res.json<{ error: { code: string } }>().error.code;

describe('POST /api/admin/login', () => {
  it('answers token, permissions and user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { login: chief.login.toUpperCase(), password: chief.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; permissions: string[]; user: unknown }>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.permissions).toEqual([...PERMISSIONS]);
    expect(body.user).toEqual({
      id: chief.id,
      login: chief.login,
      name: 'Chief',
      email: `${chief.login.toLowerCase()}@admins.test`,
      roles: [{ id: expect.any(Number), name: `role-${chief.login}` }],
      twoFactorEnabled: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.hash, sha256(body.token)));
    expect(row).toMatchObject({ kind: 'admin', subjectId: chief.id });
    const logs = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.adminUserId, chief.id), eq(adminLogs.action, 'login')));
    expect(logs.length).toBeGreaterThan(0);
  });

  it('refuses wrong credentials with 422 INVALID_CREDENTIALS (never 401), logging a known admin', async () => {
    for (const payload of [
      { login: chief.login, password: 'wrong-password' },
      { login: 'no-such-admin', password: 'wrong-password' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(422);
      expect(errorCode(res)).toBe('INVALID_CREDENTIALS');
    }
    // The wrong password on a known admin is in the admin log, as a partner's is in the client log.
    const failed = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.adminUserId, chief.id), eq(adminLogs.action, 'login-failed')));
    expect(failed).toHaveLength(1);
  });

  it('refuses a disabled admin with 422 ACCOUNT_DISABLED, and its old tokens with 401', async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    const token = await adminLogin(t.app, admin.login, admin.password);
    await t.db.update(adminUsers).set({ disabled: true }).where(eq(adminUsers.id, admin.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { login: admin.login, password: admin.password },
    });
    expect(res.statusCode).toBe(422);
    expect(errorCode(res)).toBe('ACCOUNT_DISABLED');
    expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('validates the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { login: '  ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { fields: unknown } }>().error.fields).toEqual({
      login: 'required',
      password: 'required',
    });
  });

  it('keeps the hard limit per IP but never locks the admin out of the account', async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    const attacker = freshIp();
    const signIn = (payload: Record<string, unknown>, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await signIn({ login: admin.login, password: 'nope-nope' }, attacker)).statusCode,
      ).toBe(422);
    }
    const payload = { login: admin.login, password: admin.password };
    const locked = await signIn(payload, attacker);
    expect(locked.statusCode).toBe(429);
    expect(errorCode(locked)).toBe('TOO_MANY_ATTEMPTS');
    expect((await signIn(payload, freshIp())).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await signIn(payload, attacker)).statusCode).toBe(200);
  });

  describe('with CAPTCHA_ENABLED', () => {
    const variant = (verify: (token: string) => Promise<boolean>) =>
      t.variant({
        config: { captcha: { enabled: true, secret: 's', verifyUrl: 'http://x.invalid' } },
        captcha: { verify },
      });

    it('asks a captcha only after failures, and lets the right password with a passed one in', async () => {
      const app = await variant(async (token) => token === 'ok');
      const admin = await createAdmin(t.db, { permissions: ['view-users'] });
      const signIn = (payload: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { login: admin.login, ...payload },
          remoteAddress: freshIp(),
        });
      for (let i = 0; i < 3; i += 1)
        expect(errorCode(await signIn({ password: 'nope-nope' }))).toBe('INVALID_CREDENTIALS');
      const asked = await signIn({ password: admin.password });
      expect(asked.statusCode).toBe(422);
      expect(errorCode(asked)).toBe('CAPTCHA_REQUIRED');
      expect(errorCode(await signIn({ password: admin.password, captchaToken: 'no' }))).toBe(
        'CAPTCHA_FAILED',
      );
      expect((await signIn({ password: admin.password, captchaToken: 'ok' })).statusCode).toBe(200);
    });

    it('refuses a rejected captcha with 422 CAPTCHA_FAILED', async () => {
      const app = await variant(async () => false);
      const admin = await createAdmin(t.db, { permissions: ['view-users'] });
      const ip = freshIp();
      for (let i = 0; i < 3; i += 1)
        await app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { login: admin.login, password: 'nope-nope' },
          remoteAddress: ip,
        });
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { login: admin.login, password: admin.password, captchaToken: 't' },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(422);
      expect(errorCode(res)).toBe('CAPTCHA_FAILED');
    });
  });
});

describe('GET /api/user and POST /api/admin/logout', () => {
  it('shows the current admin, and 401 after logout', async () => {
    const token = await adminLogin(t.app, support.login, support.password);
    const res = await t.app.inject({ url: '/api/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      permissions: ['view-users', 'view-partners', 'view-transactions', 'view-client-logs'],
      user: expect.objectContaining({ id: support.id, login: support.login }),
    });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(token),
    });
    expect(out.json()).toEqual({ ok: true });
    expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses a client token and no token with 401', async () => {
    const partner = await createPartner(t.db);
    const clientToken = await clientLogin(t.app, partner.login, partner.password ?? '');
    for (const headers of [bearer(clientToken), {}]) {
      const res = await t.app.inject({ url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
      expect(errorCode(res)).toBe('UNAUTHENTICATED');
    }
    const users = await t.app.inject({ url: '/api/admin/users', headers: bearer(clientToken) });
    expect(users.statusCode).toBe(401);
  });

  it('expires admin tokens after 12 hours', async () => {
    const token = await adminLogin(t.app, chief.login, chief.password);
    t.clock.advance(12 * 60 * MINUTE);
    expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/login-as', () => {
  it('gives a 30-minute client token for the partner, logged in the admin and client logs', async () => {
    const partner = await createPartner(t.db);
    const token = await adminLogin(t.app, chief.login, chief.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: bearer(token),
      payload: { partnerId: partner.id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; expiresAt: string; url: string }>();
    expect(body.expiresAt).toBe(new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString());
    // In the fragment: never sent to a server, so never in an access log.
    expect(body.url).toBe(`http://localhost:8080/client#loginAs=${body.token}`);

    const me = await t.app.inject({ url: '/api/client/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: partner.id, impersonated: true });
    // A client token: refused on admin routes.
    expect((await t.app.inject({ url: '/api/user', headers: bearer(body.token) })).statusCode).toBe(
      401,
    );

    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.hash, sha256(body.token)));
    expect(row).toMatchObject({
      kind: 'client',
      subjectId: partner.id,
      impersonatorAdminId: chief.id,
    });
    const logs = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.adminUserId, chief.id), eq(adminLogs.action, 'login-as')));
    expect(logs.at(-1)).toMatchObject({
      subjectType: 'partner',
      subjectId: partner.id,
      after: { expiresAt: body.expiresAt },
    });
    const clientRows = await t.db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.partnerId, partner.id), eq(clientLogs.action, 'login-as')));
    expect(clientRows).toEqual([
      expect.objectContaining({ impersonatorAdminId: chief.id, ip: '127.0.0.1' }),
    ]);

    t.clock.advance(30 * MINUTE);
    expect(
      (await t.app.inject({ url: '/api/client/me', headers: bearer(body.token) })).statusCode,
    ).toBe(401);
  });

  it('is 403 FORBIDDEN for an admin without view-client-profile', async () => {
    const partner = await createPartner(t.db);
    const token = await adminLogin(t.app, support.login, support.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: bearer(token),
      payload: { partnerId: partner.id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
  });

  it('is 401 (not 403) without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      payload: { partnerId: 1 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('is 404 for an unknown partner and 422 for a bad body', async () => {
    const token = await adminLogin(t.app, chief.login, chief.password);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: bearer(token),
      payload: { partnerId: 999999 },
    });
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing)).toBe('NOT_FOUND');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: bearer(token),
      payload: { partnerId: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ error: { fields: object } }>().error.fields)).toEqual([
      'partnerId',
    ]);
  });
});
