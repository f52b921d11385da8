import { and, eq } from 'drizzle-orm';
import { clientLogs } from '../../../db/schema';
import {
  bearer,
  clientLogin,
  createPartner,
  latestMail,
  tokenOfLink,
} from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { codeNow, enableTwoFactorFor, wrongCode } from '../../../testing/two-factor';
import { clientSubject } from '../../two-factor/subject';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const change = async (token: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/client/security/password',
    headers: bearer(token),
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json<{ ok?: true; error?: { code: string; fields?: Record<string, string> } }>(),
  };
};

describe('POST /api/client/security/password', () => {
  it('is not blocked by an attack on the sign-in of the same account', async () => {
    const partner = await createPartner(t.db);
    const token = await clientLogin(t.app, partner.login, 'partner-password-1');
    for (let i = 0; i < 12; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { login: partner.login, password: `guess-${i}-wrong` },
      });
    }
    const ok = await change(token, {
      currentPassword: 'partner-password-1',
      password: 'new-password-3',
    });
    expect(ok).toEqual({ status: 200, body: { ok: true } });
  });

  it('changes the password, signs other sessions out, and logs it', async () => {
    const partner = await createPartner(t.db);
    const token = await clientLogin(t.app, partner.login, 'partner-password-1');
    const other = await clientLogin(t.app, partner.login, 'partner-password-1');
    const wrong = await change(token, { currentPassword: 'nope-nope', password: 'new-password-2' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      fields: { currentPassword: 'wrongPassword' },
    });
    const short = await change(token, { currentPassword: 'partner-password-1', password: 'short' });
    expect(short.body.error?.fields).toEqual({ password: 'passwordTooShort' });

    const ok = await change(token, {
      currentPassword: 'partner-password-1',
      password: 'new-password-2',
    });
    expect(ok.body).toEqual({ ok: true });
    expect((await t.app.inject({ url: '/api/client/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/client/me', headers: bearer(other) })).statusCode).toBe(
      401,
    );
    await expect(clientLogin(t.app, partner.login, 'new-password-2')).resolves.toEqual(
      expect.any(String),
    );
    const rows = await t.db
      .select()
      .from(clientLogs)
      .where(and(eq(clientLogs.partnerId, partner.id), eq(clientLogs.action, 'password-changed')));
    expect(rows).toHaveLength(1);
  });

  it('voids the reset links mailed before: the old credential’s holder cannot set it again', async () => {
    const partner = await createPartner(t.db);
    const token = await clientLogin(t.app, partner.login, 'partner-password-1');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: partner.email },
    });
    expect(forgot.statusCode).toBe(200);
    const link = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);

    const ok = await change(token, {
      currentPassword: 'partner-password-1',
      password: 'new-password-2',
    });
    expect(ok.body).toEqual({ ok: true });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: link, password: 'attacker-password-1' },
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json<{ error: { code: string } }>().error.code).toBe('LINK_INVALID');
    await expect(clientLogin(t.app, partner.login, 'new-password-2')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('needs a right 2FA code when 2FA is on', async () => {
    const partner = await createPartner(t.db);
    const { secret } = await enableTwoFactorFor(t, clientSubject(partner.id));
    // Sign in through both steps.
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: partner.login, password: 'partner-password-1' },
    });
    const { challenge } = first.json<{ challenge: string }>();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/two-fa',
      payload: { challenge, code: codeNow(secret, t.clock) },
    });
    const { token } = second.json<{ token: string }>();
    t.clock.advance(30_000);
    const body = { currentPassword: 'partner-password-1', password: 'new-password-2' };
    const missing = await change(token, body);
    expect(missing.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { code: 'required' },
    });
    const wrong = await change(token, { ...body, code: wrongCode(secret, t.clock) });
    expect(wrong.body.error).toMatchObject({
      code: 'TWO_FA_INVALID',
      fields: { code: 'wrongTwoFaCode' },
    });
    const ok = await change(token, { ...body, code: codeNow(secret, t.clock) });
    expect(ok.body).toEqual({ ok: true });
  });
});
