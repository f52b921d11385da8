import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TwoFactorChallenge } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { loginChallenges } from '../../db/schema';
import { unauthenticated } from '../../http/app-error';
import { newSecret, sha256 } from '../../security/tokens';
import type { TwoFactorSubject } from './subject';
import { isTwoFactorEnabled } from './two-factor-state';

/**
 * What a step that has proven the password (the sign-in, a password link) answers instead of a
 * session when the account has 2FA on: the challenge POST …/login/two-fa finishes. Null when
 * 2FA is off: the caller opens the session.
 */
export async function challengeIfTwoFactor(
  tx: Db,
  subject: TwoFactorSubject,
  now: Date,
  ttlMs: number,
): Promise<TwoFactorChallenge | null> {
  if (!(await isTwoFactorEnabled(tx, subject))) return null;
  const challenge = await createLoginChallenge(tx, subject, now, ttlMs);
  return { twoFactorRequired: true, challenge };
}

/** The challenge between a right password and the 2FA code of a sign-in (SHA-256 stored). */
async function createLoginChallenge(
  db: Db,
  subject: TwoFactorSubject,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const challenge = newSecret();
  await db.insert(loginChallenges).values({
    hash: sha256(challenge),
    kind: subject.kind,
    subjectId: subject.id,
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return challenge;
}

/** The challenge's row while it can be used: this kind, unused, not expired. */
const openChallenge = (kind: TwoFactorSubject['kind'], challenge: string, now: Date) =>
  and(
    eq(loginChallenges.hash, sha256(challenge)),
    eq(loginChallenges.kind, kind),
    isNull(loginChallenges.usedAt),
    gt(loginChallenges.expiresAt, now),
  );

/**
 * The account of an open challenge of this kind, without spending it (401 as consumeLoginChallenge):
 * whose 2FA codes the request counts before its transaction opens (code-burst-guard.ts).
 */
export async function peekLoginChallenge(
  db: Db,
  kind: TwoFactorSubject['kind'],
  challenge: string,
  now: Date,
): Promise<TwoFactorSubject> {
  const [row] = await db
    .select({ subjectId: loginChallenges.subjectId })
    .from(loginChallenges)
    .where(openChallenge(kind, challenge, now))
    .limit(1);
  if (!row) throw unauthenticated();
  return { kind, id: row.subjectId };
}

/**
 * Spends an open challenge of this kind and returns its account. Called in the transaction that
 * checks the code: a wrong code rolls the spending back, so the user may retry until the lock.
 * An unknown, used or expired challenge is 401: the sign-in starts again from the password.
 */
export async function consumeLoginChallenge(
  tx: Db,
  kind: TwoFactorSubject['kind'],
  challenge: string,
  now: Date,
): Promise<TwoFactorSubject> {
  const [row] = await tx
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(openChallenge(kind, challenge, now))
    .returning({ subjectId: loginChallenges.subjectId });
  if (!row) throw unauthenticated();
  return { kind, id: row.subjectId };
}

/**
 * Spends every open challenge of the account: each was opened by proving the password, so a new
 * password (a change, a reset by link, an admin's edit) must not leave one that still opens a
 * session with the old one (as it voids the reset links and the sessions).
 */
export async function voidLoginChallenges(
  tx: Db,
  subject: TwoFactorSubject,
  now: Date,
): Promise<void> {
  await tx
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginChallenges.kind, subject.kind),
        eq(loginChallenges.subjectId, subject.id),
        isNull(loginChallenges.usedAt),
      ),
    );
}
