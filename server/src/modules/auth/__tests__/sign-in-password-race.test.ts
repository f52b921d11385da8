import { and, eq, isNull } from 'drizzle-orm';
import { adminUserRoles, adminUsers, loginChallenges, partners } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { hashPassword } from '../../../security/passwords';
import { revokeAllTokens, sha256 } from '../../../security/tokens';
import {
  bearer,
  createAdmin,
  createPartner,
  latestMail,
  tokenOfLink,
} from '../../../testing/fixtures';
import { untilWaitingForLocks } from '../../../testing/lock-waiters';
import { itOnPostgres } from '../../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { enableTwoFactorFor } from '../../../testing/two-factor';
import { partnerWithTwoFactor, signedInAdmin } from '../../finance/testing/money-test-kit';
import { voidLoginChallenges } from '../../two-factor/login-challenge';
import { adminSubject, clientSubject, type TwoFactorSubject } from '../../two-factor/subject';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Reply = { statusCode: number; json<T>(): T };

/**
 * A new password as it is written (security/password, set-password, an admin's edit): the hash
 * replaced, the sessions revoked and the 2FA challenges voided, not yet committed, while a
 * sign-in with the old password runs. It commits once that sign-in waits for it, or has answered.
 */
async function whileChangingPassword(
  subject: TwoFactorSubject,
  signIn: () => Promise<Reply>,
): Promise<Reply> {
  const passwordHash = await hashPassword('new-password-2', t.config.passwordHashing);
  const now = t.clock.now();
  let pending: Promise<Reply> | undefined;
  await t.db.transaction(async (tx) => {
    if (subject.kind === 'client') {
      await tx.update(partners).set({ passwordHash }).where(eq(partners.id, subject.id));
    } else {
      await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, subject.id));
    }
    await voidLoginChallenges(tx, subject, now);
    await revokeAllTokens(tx, subject.kind, subject.id, now);
    const started = signIn();
    pending = started;
    await Promise.race([untilWaitingForLocks(t.db, 1), started]);
  });
  if (!pending) throw new Error('no sign-in');
  return pending;
}

const signIn = (url: string, login: string, password: string) => () =>
  t.app.inject({ method: 'POST', url, payload: { login, password } });

const outcome = (reply: Reply) => [
  reply.statusCode,
  reply.json<{ error?: { code: string } }>().error?.code,
];

// The password is checked before the sign-in's transaction opens: a change committed in between
// revoked the sessions and voided the challenges before the sign-in's own were written, and the
// old password still opened one.
describe('a sign-in with the password a change is replacing at that moment', () => {
  itOnPostgres('a partner gets no session', async () => {
    const partner = await createPartner(t.db);
    const reply = await whileChangingPassword(
      clientSubject(partner.id),
      signIn('/api/auth/login', partner.login, 'partner-password-1'),
    );
    expect(outcome(reply)).toEqual([422, 'INVALID_CREDENTIALS']);
  });

  itOnPostgres('a partner with 2FA gets no challenge', async () => {
    const partner = await createPartner(t.db);
    await enableTwoFactorFor(t, clientSubject(partner.id));
    const reply = await whileChangingPassword(
      clientSubject(partner.id),
      signIn('/api/auth/login', partner.login, 'partner-password-1'),
    );
    expect(outcome(reply)).toEqual([422, 'INVALID_CREDENTIALS']);
  });

  itOnPostgres('an admin gets no session', async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    const reply = await whileChangingPassword(
      adminSubject(admin.id),
      signIn('/api/admin/login', admin.login, admin.password),
    );
    expect(outcome(reply)).toEqual([422, 'INVALID_CREDENTIALS']);
  });
});

/**
 * A change of password sent as a request while `hold` (another transaction) keeps it from
 * finishing: the change starts and waits, then a sign-in with the old password runs; `hold` ends
 * once that sign-in waits too, or has answered. Answers both replies.
 */
async function whileChangeWaits(
  hold: (tx: Db) => Promise<unknown>,
  change: () => Promise<Reply>,
  signIn: () => Promise<Reply>,
): Promise<{ changed: Reply; signedIn: Reply }> {
  let changing: Promise<Reply> | undefined;
  let signing: Promise<Reply> | undefined;
  await t.db.transaction(async (tx) => {
    await hold(tx);
    changing = change();
    await untilWaitingForLocks(t.db, 1);
    signing = signIn();
    await Promise.race([untilWaitingForLocks(t.db, 2), signing]);
  });
  if (!changing || !signing) throw new Error('not started');
  return { changed: await changing, signedIn: await signing };
}

/** Whether the challenge a sign-in answered (if it answered one) can still finish a sign-in. */
async function challengeLeftOpen(subject: TwoFactorSubject, reply: Reply): Promise<boolean> {
  const { challenge } = reply.json<{ challenge?: string }>();
  if (!challenge) return false;
  const open = await t.db
    .select({ id: loginChallenges.id })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.hash, sha256(challenge)),
        eq(loginChallenges.kind, subject.kind),
        eq(loginChallenges.subjectId, subject.id),
        isNull(loginChallenges.usedAt),
      ),
    );
  return open.length > 0;
}

// The routes void the challenges before they write the new hash: a sign-in that locked the
// account's row in between (it was not yet the change's) wrote a challenge the voiding had missed,
// and it outlived the change.
describe('a sign-in while a change of its password has begun but waits', () => {
  itOnPostgres("the partner's own change leaves no challenge of the old password", async () => {
    const partner = await partnerWithTwoFactor(t);
    const earlier = await signIn('/api/auth/login', partner.login, 'partner-password-1')();
    const { challenge } = earlier.json<{ challenge: string }>();
    const code = partner.code();
    const { changed, signedIn } = await whileChangeWaits(
      // An earlier challenge held, as a 2FA sign-in spending it holds it: the change waits to
      // void it.
      (tx) =>
        tx
          .select({ id: loginChallenges.id })
          .from(loginChallenges)
          .where(eq(loginChallenges.hash, sha256(challenge)))
          .for('update'),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/client/security/password',
          headers: { authorization: `Bearer ${partner.token}` },
          payload: { currentPassword: 'partner-password-1', password: 'new-password-2', code },
        }),
      signIn('/api/auth/login', partner.login, 'partner-password-1'),
    );
    expect(changed.statusCode).toBe(200);
    expect(outcome(signedIn)).toEqual([422, 'INVALID_CREDENTIALS']);
  });

  itOnPostgres('a reset by link leaves no challenge of the old password', async () => {
    const partner = await createPartner(t.db);
    const subject = clientSubject(partner.id);
    await enableTwoFactorFor(t, subject);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: partner.email },
    });
    const link = tokenOfLink((await latestMail(t.db, partner.email))?.link ?? null);
    const { changed, signedIn } = await whileChangeWaits(
      // The partner's row held, as another sign-in holds it.
      (tx) =>
        tx
          .select({ id: partners.id })
          .from(partners)
          .where(eq(partners.id, partner.id))
          .for('share'),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/set-password',
          payload: { token: link, password: 'new-password-2' },
        }),
      signIn('/api/auth/login', partner.login, 'partner-password-1'),
    );
    expect(changed.statusCode).toBe(200);
    // The reset holds the row from its first statement (consumePasswordLink): a sign-in that
    // shared it first has committed its challenge before the voiding, which spends it.
    expect(await challengeLeftOpen(subject, signedIn)).toBe(false);
  });

  itOnPostgres("an admin's edit of another admin leaves no challenge of the old one", async () => {
    const admin = await createAdmin(t.db, { permissions: ['view-users'] });
    const subject = adminSubject(admin.id);
    await enableTwoFactorFor(t, subject);
    const editor = await signedInAdmin(t, ['view-users', 'update-users']);
    const [role] = await t.db
      .select()
      .from(adminUserRoles)
      .where(eq(adminUserRoles.adminUserId, admin.id));
    const { changed, signedIn } = await whileChangeWaits(
      // The admin's row held, as another sign-in holds it: the edit's update waits for it, and
      // the sign-in shares it meanwhile.
      (tx) =>
        tx
          .select({ id: adminUsers.id })
          .from(adminUsers)
          .where(eq(adminUsers.id, admin.id))
          .for('share'),
      () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${admin.id}`,
          headers: bearer(editor.token),
          payload: {
            login: admin.login,
            name: 'Reset',
            email: `${admin.login}@admins.test`,
            roleIds: [role?.roleId],
            password: 'new-admin-password-2',
          },
        }),
      signIn('/api/admin/login', admin.login, admin.password),
    );
    expect(changed.statusCode).toBe(200);
    expect(await challengeLeftOpen(subject, signedIn)).toBe(false);
  });
});
