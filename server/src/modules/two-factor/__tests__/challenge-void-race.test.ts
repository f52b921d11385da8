import { eq } from 'drizzle-orm';
import { adminUserRoles } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { apiAs } from '../../../testing/api';
import {
  bearer,
  createAdmin,
  createPartner,
  latestMail,
  tokenOfLink,
  unique,
} from '../../../testing/fixtures';
import { untilWaitingForLocks } from '../../../testing/lock-waiters';
import { itOnPostgres } from '../../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { enableTwoFactorFor } from '../../../testing/two-factor';
import { issueAdminSession } from '../../admin-auth/admin-session';
import { issueClientSession } from '../../auth/client-session';
import { partnerWithTwoFactor, signedInAdmin } from '../../finance/testing/money-test-kit';
import { consumeLoginChallenge } from '../login-challenge';
import { adminSubject, clientSubject, type TwoFactorSubject } from '../subject';
import { lockTwoFactorRow } from '../two-factor-state';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Reply = { statusCode: number; json<T>(): T };

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function openChallenge(
  login: string,
  url = '/api/auth/login',
  password = 'partner-password-1',
): Promise<string> {
  const res = await post(url, { login, password });
  const { challenge } = res.json<{ challenge?: string }>();
  if (!challenge) throw new Error(`no challenge: ${res.body}`);
  return challenge;
}

/**
 * The 2FA step of a sign-in as it runs (login-two-fa-routes.ts: the challenge spent, the 2FA row
 * locked, the session issued), not yet committed while `change` (a new password) starts; the
 * sign-in commits only once the change waits for a lock it holds. Answers the change's reply
 * and the session the sign-in opened.
 */
async function whileSigningIn(
  subject: TwoFactorSubject,
  challenge: string,
  change: () => Promise<Reply>,
): Promise<{ reply: Reply; session: string }> {
  let pending: Promise<Reply> | undefined;
  let session = '';
  await t.db.transaction(async (tx: Db) => {
    const now = t.clock.now();
    await consumeLoginChallenge(tx, subject.kind, challenge, now);
    pending = change();
    await untilWaitingForLocks(t.db, 1);
    await lockTwoFactorRow(tx, subject);
    const signIn = { ip: '198.51.100.9', now, twoFactor: true };
    ({ token: session } =
      subject.kind === 'client'
        ? await issueClientSession(tx, t, { ...signIn, partnerId: subject.id })
        : await issueAdminSession(tx, t, { ...signIn, adminId: subject.id }));
  });
  if (!pending) throw new Error('no change');
  return { reply: await pending, session };
}

const profileStatus = async (token: string) =>
  (await apiAs(t.app, token).get('/api/client/profile')).status;

// A new password voids the challenges opened with the old one. A sign-in finishing with one at
// that moment either loses (its challenge is spent first) or wins and then has its session
// revoked by the change: never a session that outlives the new password, and never a deadlock.
describe('a new password and a 2FA sign-in finishing at the same time', () => {
  itOnPostgres('a reset by link signs out the session the sign-in just opened', async () => {
    const partner = await createPartner(t.db);
    await enableTwoFactorFor(t, clientSubject(partner.id));
    const challenge = await openChallenge(partner.login);
    await post('/api/auth/forgot-password', { email: partner.email });
    const link = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);
    const { reply, session } = await whileSigningIn(clientSubject(partner.id), challenge, () =>
      post('/api/auth/set-password', { token: link, password: 'new-password-2' }),
    );
    expect(reply.statusCode).toBe(200);
    expect(await profileStatus(session)).toBe(401);
  });

  itOnPostgres('a change by the partner neither deadlocks nor leaves that session', async () => {
    const partner = await partnerWithTwoFactor(t);
    const challenge = await openChallenge(partner.login);
    const code = partner.code();
    const { reply, session } = await whileSigningIn(clientSubject(partner.id), challenge, () =>
      post(
        '/api/client/security/password',
        { currentPassword: 'partner-password-1', password: 'new-password-2', code },
        { authorization: `Bearer ${partner.token}` },
      ),
    );
    expect(reply.statusCode).toBe(200);
    expect(await profileStatus(session)).toBe(401);
    expect(await profileStatus(partner.token)).toBe(200);
  });

  itOnPostgres("an admin's edit of another admin neither deadlocks nor leaves it", async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    await enableTwoFactorFor(t, adminSubject(admin.id));
    const challenge = await openChallenge(admin.login, '/api/admin/login', admin.password);
    const editor = await signedInAdmin(t, ['view-users', 'update-users']);
    const [link] = await t.db
      .select()
      .from(adminUserRoles)
      .where(eq(adminUserRoles.adminUserId, admin.id));
    const renamed = unique('adm');
    const { reply, session } = await whileSigningIn(adminSubject(admin.id), challenge, () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${admin.id}`,
        headers: bearer(editor.token),
        payload: {
          login: renamed,
          name: 'Reset',
          email: `${renamed}@admins.test`,
          roleIds: [link?.roleId],
          password: 'new-admin-password-2',
        },
      }),
    );
    expect(reply.statusCode).toBe(200);
    expect((await apiAs(t.app, session).get('/api/admin/users')).status).toBe(401);
  });
});
