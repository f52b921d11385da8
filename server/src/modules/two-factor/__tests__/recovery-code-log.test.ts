import { and, eq } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import { adminLogs, clientLogs } from '../../../db/schema';
import { apiAs } from '../../../testing/api';
import { createAdmin, createPartner } from '../../../testing/fixtures';
import {
  recordWritesWithTheirTransaction,
  tablesWrittenWith,
} from '../../../testing/log-transactions';
import { creditPartner } from '../../../testing/money';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { codeNow, enableTwoFactorFor } from '../../../testing/two-factor';
import { signedInPartner } from '../../finance/testing/money-test-kit';
import { adminSubject, clientSubject } from '../subject';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await recordWritesWithTheirTransaction(t.db);
});
afterAll(() => t?.close());

const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload });
  return { status: res.statusCode, body: res.json<{ challenge?: string }>() };
};

const clientRows = (partnerId: number) =>
  t.db
    .select()
    .from(clientLogs)
    .where(and(eq(clientLogs.partnerId, partnerId), eq(clientLogs.action, 'recovery-code-used')));

describe('a 2FA recovery code spent is an auth event of its own', () => {
  it("writes a partner's use at sign-in in the sign-in's transaction; a TOTP code or a wrong one none", async () => {
    const partner = await createPartner(t.db);
    const { secret, recoveryCodes } = await enableTwoFactorFor(t, clientSubject(partner.id));
    const signIn = async (code: string) => {
      const first = await post('/api/auth/login', {
        login: partner.login,
        password: 'partner-password-1',
      });
      return post('/api/auth/login/two-fa', { challenge: first.body.challenge, code });
    };
    expect((await signIn(codeNow(secret, t.clock))).status).toBe(200);
    expect((await signIn('zzzz-zzzz')).status).toBe(422);
    expect(await clientRows(partner.id)).toEqual([]);

    const code = recoveryCodes[0]!;
    expect((await signIn(code)).status).toBe(200);
    const rows = await clientRows(partner.id);
    expect(rows).toEqual([
      expect.objectContaining({ details: { recoveryCodesLeft: 9 }, ip: expect.any(String) }),
    ]);
    for (const shown of [code, code.replace('-', '')])
      expect(JSON.stringify(rows)).not.toContain(shown);
    // Spent by the transaction that signed in: the code marked used, the token issued.
    expect(await tablesWrittenWith(t.db, 'client_logs', rows[0]!.id)).toEqual(
      expect.arrayContaining(['auth_tokens', 'two_factor_recovery_codes']),
    );
    // The same code again is refused, and logs nothing more.
    expect((await signIn(code)).status).toBe(422);
    expect(await clientRows(partner.id)).toHaveLength(1);
  });

  it('writes a use that confirms a transfer, in the booking transaction', async () => {
    const from = await signedInPartner(t);
    const to = await createPartner(t.db);
    const { recoveryCodes } = await enableTwoFactorFor(t, clientSubject(from.id));
    await creditPartner(t.db, from.id, units(100));
    const sent = await apiAs(t.app, from.token).post('/api/client/transfers', {
      recipient: to.login,
      amount: units(10),
      code: recoveryCodes[1],
    });
    expect(sent.status).toBe(201);
    const [row] = await clientRows(from.id);
    expect(row?.details).toEqual({ recoveryCodesLeft: 9 });
    expect(await tablesWrittenWith(t.db, 'client_logs', row!.id)).toEqual(
      expect.arrayContaining(['transfers', 'two_factor_recovery_codes']),
    );
  });

  it("writes an admin's use at sign-in to the admin log", async () => {
    const admin = await createAdmin(t.db, { permissions: [] });
    const { recoveryCodes } = await enableTwoFactorFor(t, adminSubject(admin.id));
    const first = await post('/api/admin/login', { login: admin.login, password: admin.password });
    const done = await post('/api/admin/login/two-fa', {
      challenge: first.body.challenge,
      code: recoveryCodes[0],
    });
    expect(done.status).toBe(200);
    const rows = await t.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.adminUserId, admin.id), eq(adminLogs.action, 'recovery-code-used')));
    expect(rows).toEqual([
      expect.objectContaining({
        subjectType: 'admin-user',
        subjectId: admin.id,
        after: { recoveryCodesLeft: 9 },
      }),
    ]);
  });
});
