import { eq } from 'drizzle-orm';
import { adminUsers, partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { voidLoginChallenges } from '../two-factor/login-challenge';
import type { TwoFactorSubject } from '../two-factor/subject';
import type { SignInAccount } from './password-sign-in';

/**
 * The account's password and state, its row (a partner's or an admin's, by the subject's kind)
 * locked as `mode` until the transaction ends. A sign-in shares it before it writes a session or
 * a challenge; a new password holds it (holdForNewPassword): the one waits for the other.
 */
export async function lockAccountRow(
  tx: Db,
  subject: TwoFactorSubject,
  mode: 'share' | 'no key update',
): Promise<SignInAccount | null> {
  const [row] =
    subject.kind === 'client'
      ? await tx
          .select({
            id: partners.id,
            passwordHash: partners.passwordHash,
            disabled: partners.disabled,
          })
          .from(partners)
          .where(eq(partners.id, subject.id))
          .for(mode)
      : await tx
          .select({
            id: adminUsers.id,
            passwordHash: adminUsers.passwordHash,
            disabled: adminUsers.disabled,
          })
          .from(adminUsers)
          .where(eq(adminUsers.id, subject.id))
          .for(mode);
  return row ?? null;
}

/**
 * The first step of writing a new password (a change, a reset by link, an admin's edit): the
 * account's row held, then its open 2FA challenges spent, both before anything else is locked.
 * - The row first: a password sign-in shares it before writing its challenge, so it now waits,
 *   or has committed one the voiding sees (held only from the password's update, a sign-in in
 *   between kept its challenge).
 * - The challenges before the 2FA row, the sessions and the account's other rows, in the order
 *   the 2FA sign-in spends one: the other order deadlocked with a sign-in finishing meanwhile,
 *   and a session it opened after the revoking was kept.
 */
export async function holdForNewPassword(
  tx: Db,
  subject: TwoFactorSubject,
  now: Date,
): Promise<void> {
  await lockAccountRow(tx, subject, 'no key update');
  await voidLoginChallenges(tx, subject, now);
}
