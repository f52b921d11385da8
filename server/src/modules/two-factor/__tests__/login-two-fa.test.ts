import { and, eq } from 'drizzle-orm';
import { MINUTE } from '../../../clock';
import { adminLogs, adminUserRoles, clientLogs, partners } from '../../../db/schema';
import { apiAs } from '../../../testing/api';
import {
  bearer,
  createAdmin,
  createPartner,
  latestMail,
  tokenOfLink,
} from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { codeNow, enableTwoFactorFor, wrongCode } from '../../../testing/two-factor';
import { partnerWithTwoFactor, signedInAdmin } from '../../finance/testing/money-test-kit';
import { adminSubject, clientSubject } from '../subject';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Json = {
  token?: string;
  challenge?: string;
  twoFactorRequired?: boolean;
  error?: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    params?: Record<string, string>;
  };
};

const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload });
  return { status: res.statusCode, body: res.json<Json>() };
};

describe('partner sign-in with 2FA', () => {
  it('answers a challenge, then a token for the challenge and a right code', async () => {
    const partner = await createPartner(t.db);
    const { secret } = await enableTwoFactorFor(t, clientSubject(partner.id));
    const first = await post('/api/auth/login', {
      login: partner.login,
      password: 'partner-password-1',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.body.token).toBeUndefined();

    const challenge = first.body.challenge ?? '';
    const wrong = await post('/api/auth/login/two-fa', {
      challenge,
      code: wrongCode(secret, t.clock),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.code).toBe('TWO_FA_INVALID');

    // The challenge survives a wrong code, and works once.
    const done = await post('/api/auth/login/two-fa', {
      challenge,
      code: codeNow(secret, t.clock),
    });
    expect(done.status).toBe(200);
    const me = await t.app.inject({
      url: '/api/client/me',
      headers: bearer(done.body.token ?? ''),
    });
    expect(me.statusCode).toBe(200);
    t.clock.advance(30_000);
    const reused = await post('/api/auth/login/two-fa', {
      challenge,
      code: codeNow(secret, t.clock),
    });
    expect(reused.status).toBe(401);

    const actions = (
      await t.db.select().from(clientLogs).where(eq(clientLogs.partnerId, partner.id))
    ).map((r) => [r.action, r.details]);
    expect(actions).toEqual([
      ['two-fa-failed', {}],
      ['login', { twoFactor: true }],
    ]);
  });

  it('refuses an expired challenge (5 minutes) and a challenge of the other realm', async () => {
    const partner = await createPartner(t.db);
    const { secret } = await enableTwoFactorFor(t, clientSubject(partner.id));
    const first = await post('/api/auth/login', {
      login: partner.login,
      password: 'partner-password-1',
    });
    const challenge = first.body.challenge ?? '';
    expect(
      (await post('/api/admin/login/two-fa', { challenge, code: codeNow(secret, t.clock) })).status,
    ).toBe(401);
    t.clock.advance(5 * MINUTE);
    const late = await post('/api/auth/login/two-fa', {
      challenge,
      code: codeNow(secret, t.clock),
    });
    expect(late.status).toBe(401);
    expect(late.body.error?.code).toBe('UNAUTHENTICATED');
  });

  it('locks the second step after 5 wrong codes', async () => {
    const partner = await createPartner(t.db);
    const { secret } = await enableTwoFactorFor(t, clientSubject(partner.id));
    const first = await post('/api/auth/login', {
      login: partner.login,
      password: 'partner-password-1',
    });
    const challenge = first.body.challenge ?? '';
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        await post('/api/auth/login/two-fa', { challenge, code: wrongCode(secret, t.clock) }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([422, 422, 422, 422, 429]);
    const until = new Date(t.clock.now().getTime() + 15 * MINUTE).toISOString();
    // The UI says when to try again from params.date, on the locking answer and every later one.
    expect(answers[4]?.body.error?.params).toEqual({ date: until });
    t.clock.advance(MINUTE);
    const locked = await post('/api/auth/login/two-fa', {
      challenge,
      code: codeNow(secret, t.clock),
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error?.code).toBe('TWO_FA_LOCKED');
    expect(locked.body.error?.params).toEqual({ date: until });
    expect(locked.body.error?.message).toContain(until);
  });

  it('tells a partner deactivated after the password step, and issues no token', async () => {
    const partner = await createPartner(t.db);
    const { secret } = await enableTwoFactorFor(t, clientSubject(partner.id));
    const first = await post('/api/auth/login', {
      login: partner.login,
      password: 'partner-password-1',
    });
    await t.db.update(partners).set({ disabled: true }).where(eq(partners.id, partner.id));
    const done = await post('/api/auth/login/two-fa', {
      challenge: first.body.challenge ?? '',
      code: codeNow(secret, t.clock),
    });
    expect(done.status).toBe(422);
    expect(done.body.error?.code).toBe('ACCOUNT_DISABLED');
    expect(done.body.token).toBeUndefined();
  });

  it('writes login-failed to the client log when the login matches a partner', async () => {
    const partner = await createPartner(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: partner.login, password: 'wrong-password' },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(422);
    const rows = await t.db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.partnerId, partner.id), eq(clientLogs.action, 'login-failed')));
    expect(rows).toEqual([expect.objectContaining({ ip: '10.9.0.1' })]);
  });
});

describe('admin sign-in with 2FA', () => {
  it('answers a challenge, then the session for a right code', async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    const { secret, recoveryCodes } = await enableTwoFactorFor(t, adminSubject(admin.id));
    const login = () => post('/api/admin/login', { login: admin.login, password: admin.password });
    const first = await login();
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const done = await post('/api/admin/login/two-fa', {
      challenge: first.body.challenge,
      code: codeNow(secret, t.clock),
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      token: expect.any(String),
      permissions: ['view-users'],
      user: { id: admin.id, twoFactorEnabled: true },
    });
    // A recovery code works too.
    const second = await login();
    const viaRecovery = await post('/api/admin/login/two-fa', {
      challenge: second.body.challenge,
      code: recoveryCodes[0],
    });
    expect(viaRecovery.status).toBe(200);
    const logins = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.adminUserId, admin.id), eq(adminLogs.action, 'login')));
    expect(logins.map((r) => r.details)).toEqual([{ twoFactor: true }, { twoFactor: true }]);
  });
});

// A challenge is the proof of a password: a new password voids the challenges opened with the
// old one, as it voids the reset links and the sessions.
describe('a password change voids the open sign-in challenges', () => {
  const finish = (url: string, challenge: string | undefined, secret: string) => {
    t.clock.advance(30_000);
    return post(url, { challenge, code: codeNow(secret, t.clock) });
  };

  it('by the partner: the old password’s challenge answers 401, not a session', async () => {
    const partner = await partnerWithTwoFactor(t);
    const opened = await post('/api/auth/login', {
      login: partner.login,
      password: 'partner-password-1',
    });
    expect(opened.body.challenge).toEqual(expect.any(String));
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/client/security/password',
      headers: bearer(partner.token),
      payload: {
        currentPassword: 'partner-password-1',
        password: 'new-password-2',
        code: partner.code(),
      },
    });
    expect(changed.statusCode).toBe(200);
    const late = await finish('/api/auth/login/two-fa', opened.body.challenge, partner.secret);
    expect([late.status, late.body.error?.code, late.body.token]).toEqual([
      401,
      'UNAUTHENTICATED',
      undefined,
    ]);
  });

  it('by a reset link: only the challenge the reset answers finishes the sign-in', async () => {
    const partner = await createPartner(t.db);
    const { secret } = await enableTwoFactorFor(t, clientSubject(partner.id));
    const opened = await post('/api/auth/login', {
      login: partner.login,
      password: 'partner-password-1',
    });
    expect(opened.body.challenge).toEqual(expect.any(String));
    await post('/api/auth/forgot-password', { email: partner.email });
    const link = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);
    const reset = await post('/api/auth/set-password', { token: link, password: 'new-password-2' });
    expect(reset.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const late = await finish('/api/auth/login/two-fa', opened.body.challenge, secret);
    expect([late.status, late.body.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
    const fresh = await finish('/api/auth/login/two-fa', reset.body.challenge, secret);
    expect([fresh.status, fresh.body.token]).toEqual([200, expect.any(String)]);
  });

  it("by an admin's edit of another admin's password", async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    const { secret } = await enableTwoFactorFor(t, adminSubject(admin.id));
    const opened = await post('/api/admin/login', { login: admin.login, password: admin.password });
    expect(opened.body.challenge).toEqual(expect.any(String));
    const editor = await signedInAdmin(t, ['view-users', 'update-users']);
    const [link] = await t.db
      .select()
      .from(adminUserRoles)
      .where(eq(adminUserRoles.adminUserId, admin.id));
    const edited = await apiAs(t.app, editor.token).put(`/api/admin/users/${admin.id}`, {
      login: admin.login,
      name: 'Reset',
      email: `${admin.login}@admins.test`,
      roleIds: [link?.roleId],
      password: 'new-admin-password-2',
    });
    expect(edited.status).toBe(200);
    const late = await finish('/api/admin/login/two-fa', opened.body.challenge, secret);
    expect([late.status, late.body.error?.code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});
