import { and, eq } from 'drizzle-orm';
import { adminLogs, clientLogs, twoFactor, twoFactorRecoveryCodes } from '../../../db/schema';
import { open } from '../../../security/secret-box';
import {
  adminLogin,
  bearer,
  clientLogin,
  createAdmin,
  createPartner,
} from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { codeNow, wrongCode } from '../../../testing/two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Json = Record<string, unknown> & { error?: { code: string; fields?: Record<string, string> } };

const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: bearer(token), payload });
  return { status: res.statusCode, body: res.json<Json>() };
};

describe('partner 2FA: /api/client/security/two-fa', () => {
  const base = '/api/client/security/two-fa';

  it('sets up, enables with a code, shows status, and disables with a code', async () => {
    const partner = await createPartner(t.db);
    const token = await clientLogin(t.app, partner.login, 'partner-password-1');
    expect((await call('GET', base, token)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const setup = await call('POST', `${base}/setup`, token);
    expect(setup.status).toBe(200);
    const secret = String(setup.body.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(String(setup.body.otpauthUrl));
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain(partner.login);
    // Stored encrypted, never as the plain secret.
    const [row] = await t.db
      .select()
      .from(twoFactor)
      .where(and(eq(twoFactor.kind, 'client'), eq(twoFactor.subjectId, partner.id)));
    expect(row?.pendingSecret).not.toContain(secret);
    expect(open(t.config.twoFactorKey, row?.pendingSecret ?? '')).toBe(secret);

    // A second setup replaces the pending secret: the first one's codes no longer work.
    const again = await call('POST', `${base}/setup`, token);
    const secret2 = String(again.body.secret);
    expect(secret2).not.toBe(secret);
    const stale = await call('POST', `${base}/enable`, token, { code: codeNow(secret, t.clock) });
    expect(stale.status).toBe(422);
    expect(stale.body.error).toMatchObject({
      code: 'TWO_FA_INVALID',
      fields: { code: 'wrongTwoFaCode' },
    });

    const enabled = await call('POST', `${base}/enable`, token, {
      code: codeNow(secret2, t.clock),
    });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.subjectId, partner.id));
    expect(stored.map((c) => c.hash)).not.toContain(codes[0]);
    expect((await call('GET', base, token)).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await call('POST', `${base}/setup`, token)).status).toBe(409);
    const me = await call('GET', '/api/client/me', token);
    expect(me.body.twoFactorEnabled).toBe(true);

    const wrong = await call('POST', `${base}/disable`, token, {
      code: wrongCode(secret2, t.clock),
    });
    expect(wrong.status).toBe(422);
    const off = await call('POST', `${base}/disable`, token, { code: codes[3] });
    expect(off.body).toEqual({ ok: true });
    expect((await call('GET', base, token)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(
      await t.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.subjectId, partner.id)),
    ).toEqual([]);

    const actions = (
      await t.db.select().from(clientLogs).where(eq(clientLogs.partnerId, partner.id))
    ).map((r) => r.action);
    expect(actions).toEqual([
      'login',
      'two-fa-failed',
      'two-fa-enabled',
      'two-fa-failed',
      // Turned off with a recovery code: its use logged too.
      'recovery-code-used',
      'two-fa-disabled',
    ]);
  });

  it('validates the code format (422 invalidTwoFaCode) and needs a setup before enable', async () => {
    const partner = await createPartner(t.db);
    const token = await clientLogin(t.app, partner.login, 'partner-password-1');
    const bad = await call('POST', `${base}/enable`, token, { code: '12' });
    expect(bad.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { code: 'invalidTwoFaCode' },
    });
    const early = await call('POST', `${base}/enable`, token, { code: '123456' });
    expect([early.status, early.body.error?.code]).toEqual([409, 'INVALID_STATE']);
    const disable = await call('POST', `${base}/disable`, token, { code: '123456' });
    expect(disable.body.error?.code).toBe('TWO_FA_REQUIRED');
  });
});

describe('admin 2FA: /api/admin/settings/two-fa (2fa_manage)', () => {
  const base = '/api/admin/settings/two-fa';

  it('lets an admin turn 2FA on and off for their own account, in the admin log', async () => {
    const admin = await createAdmin(t.db, { permissions: ['2fa_manage', 'view-users'] });
    const token = await adminLogin(t.app, admin.login, admin.password);
    const setup = await call('POST', `${base}/setup`, token);
    const secret = String(setup.body.secret);
    expect(decodeURIComponent(String(setup.body.otpauthUrl))).toContain(`admin:${admin.login}`);
    const enabled = await call('POST', `${base}/enable`, token, { code: codeNow(secret, t.clock) });
    expect(enabled.status).toBe(200);
    expect((await call('GET', base, token)).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    const user = await call('GET', `/api/admin/users/${admin.id}`, token);
    expect(user.body.twoFactorEnabled).toBe(true);

    t.clock.advance(30_000);
    const off = await call('POST', `${base}/disable`, token, { code: codeNow(secret, t.clock) });
    expect(off.status).toBe(200);
    const rows = await t.db.select().from(adminLogs).where(eq(adminLogs.adminUserId, admin.id));
    expect(rows.filter((r) => r.action !== 'login')).toEqual([
      expect.objectContaining({
        action: 'two-fa-enabled',
        subjectType: 'admin-user',
        subjectId: admin.id,
        after: { twoFactorEnabled: true },
      }),
      expect.objectContaining({ action: 'two-fa-disabled', after: { twoFactorEnabled: false } }),
    ]);
  });

  it('is 403 without 2fa_manage', async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    const token = await adminLogin(t.app, admin.login, admin.password);
    expect((await call('GET', base, token)).status).toBe(403);
  });
});
