import { count, eq } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER } from 'shared-api/contract';
import { declaredRoutes } from '../../../auth/access-control';
import {
  adminUserRoles,
  adminUsers,
  authTokens,
  ledgerTransactions,
  partners,
  rolePermissions,
} from '../../../db/schema';
import { sha256 } from '../../../security/tokens';
import { creditPartner } from '../../../testing/money';
import { adminLogin, bearer, createAdmin } from '../../../testing/fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { partnerWithTwoFactor } from '../../finance/testing/money-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const GTC = (n: number) => String(BigInt(n) * 1_000_000n);

/** An admin holding only view-client-profile, signed in for real (an admin session). */
async function viewerSession() {
  const admin = await createAdmin(t.db, { permissions: ['view-client-profile'] });
  return { admin, token: await adminLogin(t.app, admin.login, admin.password) };
}

async function loginAs(adminToken: string, partnerId: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login-as',
    headers: bearer(adminToken),
    payload: { partnerId },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

const me = async (token: string) =>
  (await t.app.inject({ url: '/api/client/me', headers: bearer(token) })).statusCode;

async function post(token: string, url: string, payload: object, method = 'POST') {
  const res = await t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: `k-${Math.random().toString(36).slice(2)}` },
    payload,
  });
  return { status: res.statusCode, code: res.json<{ error?: { code: string } }>().error?.code };
}

const transactionsOf = async (partnerId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.partnerId, partnerId))
  )[0]?.n ?? 0;

describe('a login-as session looks, never acts', () => {
  it('reads the cabinet but is refused money, 2FA, profile and invitations (403, nothing booked)', async () => {
    const partner = await partnerWithTwoFactor(t);
    const recipient = await partnerWithTwoFactor(t);
    await creditPartner(t.db, partner.id, GTC(5_000));
    const { token: adminToken } = await viewerSession();
    const token = await loginAs(adminToken, partner.id);
    const booked = await transactionsOf(partner.id);
    const before = await t.db.select().from(partners).where(eq(partners.id, partner.id));

    expect(await me(token)).toBe(200);
    for (const url of [
      '/api/client/profile',
      '/api/client/operations',
      '/api/client/withdrawals',
    ]) {
      expect([url, (await t.app.inject({ url, headers: bearer(token) })).statusCode]).toEqual([
        url,
        200,
      ]);
    }
    const refused = [
      await post(token, '/api/client/security/two-fa/setup', {}),
      await post(token, '/api/client/security/two-fa/disable', { code: partner.code() }),
      await post(token, '/api/client/transfers', {
        amount: GTC(10),
        recipient: recipient.login,
        code: partner.code(),
      }),
      await post(token, '/api/client/withdrawals', {
        currency: 'USDT',
        amount: GTC(100),
        wallet: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
        code: partner.code(),
      }),
      await post(token, '/api/client/profile', { firstName: 'Mallory' }, 'PUT'),
      await post(token, '/api/client/security/password', {
        currentPassword: 'x',
        newPassword: 'taken-over-2026',
      }),
      await post(token, '/api/client/network/invitations', { email: 'friend@example.com' }),
      await post(token, '/api/client/packages/purchase', { packageId: 1, consent: true }),
      await post(token, '/api/client/deposits', { amount: GTC(50) }),
    ];
    expect(refused).toEqual(refused.map(() => ({ status: 403, code: 'IMPERSONATION_READ_ONLY' })));
    expect(await transactionsOf(partner.id)).toBe(booked);
    expect(await t.db.select().from(partners).where(eq(partners.id, partner.id))).toEqual(before);
    // The 403 is a refusal of the action, not of the session: the tab keeps looking.
    expect(await me(token)).toBe(200);
    // The partner's own session is untouched by all of it.
    expect(await me(partner.token)).toBe(200);
  });

  it('is refused on every client route that changes something, now and for routes added later', async () => {
    const partner = await partnerWithTwoFactor(t);
    const { token: adminToken } = await viewerSession();
    const token = await loginAs(adminToken, partner.id);
    const routes = declaredRoutes(t.app).filter((r) => r.access.kind === 'client');
    const writes = routes.filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
    expect(writes.length).toBeGreaterThan(15);
    const answers: string[] = [];
    for (const route of writes) {
      const name = `${route.method} ${route.url}`;
      if (route.access.kind === 'client' && route.access.loginAs === 'allowed') {
        answers.push(`${name}: allowed`);
        continue;
      }
      const { status, code } = await post(
        token,
        route.url.replace(/:[A-Za-z]+/g, '1'),
        {},
        route.method,
      );
      answers.push(`${name}: ${status} ${code}`);
    }
    expect(answers).toEqual(
      answers.map((a) =>
        a.endsWith('allowed') ? a : a.replace(/: .*$/, ': 403 IMPERSONATION_READ_ONLY'),
      ),
    );
    // Only ending the login-as session itself is open to it.
    expect(answers.filter((a) => a.endsWith('allowed'))).toEqual([
      'POST /api/client/logout: allowed',
    ]);
  });
});

describe('a login-as session dies with the admin session that opened it', () => {
  it('ends on admin logout; the admin’s other session and its own login-as stay', async () => {
    const partner = await partnerWithTwoFactor(t);
    const { admin, token: first } = await viewerSession();
    const second = await adminLogin(t.app, admin.login, admin.password);
    const fromFirst = await loginAs(first, partner.id);
    const fromSecond = await loginAs(second, partner.id);
    expect([await me(fromFirst), await me(fromSecond)]).toEqual([200, 200]);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(first),
    });
    expect(out.statusCode).toBe(200);
    expect([await me(fromFirst), await me(fromSecond)]).toEqual([401, 200]);
  });

  it('ends when the admin is disabled, signed out everywhere by a new password, or deleted', async () => {
    const partner = await partnerWithTwoFactor(t);
    const chief = await createAdmin(t.db, {
      permissions: ['view-users', 'update-users', 'delete-users', 'view-client-profile'],
    });
    const chiefToken = await adminLogin(t.app, chief.login, chief.password);

    const disabled = await viewerSession();
    const lookingIn = await loginAs(disabled.token, partner.id);
    await t.db
      .update(adminUsers)
      .set({ disabled: true })
      .where(eq(adminUsers.id, disabled.admin.id));
    expect(await me(lookingIn)).toBe(401);
    // Enabled again: the login-as token refused meanwhile stays refused.
    await t.db
      .update(adminUsers)
      .set({ disabled: false })
      .where(eq(adminUsers.id, disabled.admin.id));
    expect(await me(lookingIn)).toBe(401);

    const repassworded = await viewerSession();
    const lookingToo = await loginAs(repassworded.token, partner.id);
    const shown = await t.app.inject({
      url: `/api/admin/users/${repassworded.admin.id}`,
      headers: bearer(chiefToken),
    });
    const user = shown.json<{
      login: string;
      name: string;
      email: string;
      roles: { id: number }[];
    }>();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${repassworded.admin.id}`,
      headers: bearer(chiefToken),
      payload: {
        login: user.login,
        name: user.name,
        email: user.email,
        roleIds: user.roles.map((r) => r.id),
        password: 'a-new-password-2026',
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(await me(lookingToo)).toBe(401);

    const deleted = await viewerSession();
    const lookingAgain = await loginAs(deleted.token, partner.id);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${deleted.admin.id}`,
      headers: bearer(chiefToken),
    });
    expect(gone.statusCode).toBe(200);
    expect(await me(lookingAgain)).toBe(401);
  });

  it('ends when the admin session expires', async () => {
    const partner = await partnerWithTwoFactor(t);
    const { token } = await viewerSession();
    const lookingIn = await loginAs(token, partner.id);
    // Admin sessions outlive the 30-minute login-as token, so expire the admin's directly.
    await t.db
      .update(authTokens)
      .set({ expiresAt: t.clock.now() })
      .where(eq(authTokens.hash, sha256(token)));
    expect(await me(lookingIn)).toBe(401);
  });

  it('ends when the admin no longer holds view-client-profile (as their admin calls do)', async () => {
    const partner = await partnerWithTwoFactor(t);
    const { admin, token } = await viewerSession();
    const lookingIn = await loginAs(token, partner.id);
    expect(await me(lookingIn)).toBe(200);
    // The role loses the permission (a role edit): the admin session itself stays open.
    const [held] = await t.db
      .select({ roleId: adminUserRoles.roleId })
      .from(adminUserRoles)
      .where(eq(adminUserRoles.adminUserId, admin.id));
    await t.db.delete(rolePermissions).where(eq(rolePermissions.roleId, held?.roleId ?? 0));
    const current = await t.app.inject({ url: '/api/user', headers: bearer(token) });
    expect(current.statusCode).toBe(200);
    expect(await me(lookingIn)).toBe(401);
    // The refusal is final: the permission granted back within the 30 minutes revives nothing.
    await t.db
      .insert(rolePermissions)
      .values({ roleId: held?.roleId ?? 0, permission: 'view-client-profile' });
    expect(await me(lookingIn)).toBe(401);
    const [row] = await t.db
      .select({ revokedAt: authTokens.revokedAt })
      .from(authTokens)
      .where(eq(authTokens.hash, sha256(lookingIn)));
    expect(row?.revokedAt).toEqual(t.clock.now());
    // A new login-as works again: only the refused token died.
    expect(await me(await loginAs(token, partner.id))).toBe(200);
  });
});
