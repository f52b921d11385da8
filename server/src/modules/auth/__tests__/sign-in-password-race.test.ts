import { eq } from 'drizzle-orm';
import { adminUsers, partners } from '../../../db/schema';
import { hashPassword } from '../../../security/passwords';
import { revokeAllTokens } from '../../../security/tokens';
import { createAdmin, createPartner } from '../../../testing/fixtures';
import { untilWaitingForLocks } from '../../../testing/lock-waiters';
import { itOnPostgres } from '../../../testing/on-postgres';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { enableTwoFactorFor } from '../../../testing/two-factor';
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
