import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { loginAttempts } from '../../db/schema';
import type { Db } from '../../db/types';
import { open } from '../../security/secret-box';
import {
  clearLoginFailures,
  recordLoginFailure,
  type ThrottleKey,
} from '../../security/login-throttle';
import { matchTotp } from '../../security/totp';
import { isRecoveryCodeOf, isRecoveryCodeShape } from './recovery-codes';
import type { TwoFactorSubject } from './subject';
import { twoFactorLocked } from './two-factor-errors';
import { lockTwoFactorRow } from './two-factor-state';

type GuardDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Which secret the code is for: the confirmed one, or the one a setup left to confirm. */
export type CodeFor = 'confirmed' | 'pending';

const keyOf = (subject: TwoFactorSubject): ThrottleKey => ({
  scope: `two-fa:${subject.kind}`,
  key: String(subject.id),
});

/**
 * Runs a request that checks a 2FA code of `subject` (`run` opens its transaction and checks
 * the code there, see verify-code.ts) after a count that holds across concurrent requests. The
 * lock of wrong codes in a row counts a failure only after its transaction rolled back
 * (record-failure.ts), so a burst of codes sent at once was checked in full before the first
 * failure counted. Here the code is judged first in a short transaction of its own, under the
 * lock of the subject's 2FA row, and a wrong one is counted there and then: a burst goes through
 * one at a time, each seeing the wrong codes before it, and once `maxFailures` wrong codes of the
 * last `lockMs` are counted every request is refused 429 TWO_FA_LOCKED before its code is
 * checked. Nothing else is decided here: `run` answers as before, in its own order (a closed
 * window before a wrong code), and a right code is never held back. A success clears the count,
 * as it clears the lock.
 */
export async function guardTwoFactorCode<T>(
  deps: GuardDeps,
  subject: TwoFactorSubject,
  code: string,
  codeFor: CodeFor,
  run: () => Promise<T>,
): Promise<T> {
  await deps.db.transaction((tx) => countIfWrong(tx, deps, subject, code, codeFor));
  const result = await run();
  await clearLoginFailures(deps.db, keyOf(subject));
  return result;
}

/** 429 while locked or `maxFailures` wrong codes are counted; else counts the code if wrong. */
async function countIfWrong(
  tx: Db,
  deps: GuardDeps,
  subject: TwoFactorSubject,
  code: string,
  codeFor: CodeFor,
): Promise<void> {
  const row = await lockTwoFactorRow(tx, subject);
  const sealed = codeFor === 'confirmed' ? row?.secret : row?.pendingSecret;
  if (!row || !sealed) return; // nothing to check against: `run` tells why
  const now = deps.clock.now();
  if (row.lockedUntil && row.lockedUntil > now) throw twoFactorLocked(row.lockedUntil);
  const key = keyOf(subject);
  const until = await fullUntil(tx, key, now, deps.config.twoFactor);
  if (until) throw twoFactorLocked(until);
  if (await mayBeRight(tx, deps, subject, sealed, code, codeFor)) return;
  await recordLoginFailure(tx, { loginWindowMs: deps.config.twoFactor.lockMs }, now, [key]);
}

/**
 * Whether the code is one of the account's: a TOTP code of the window, or (for the confirmed
 * secret) one of its recovery codes. Used or not: a code already used is no guess (and a retry
 * with its idempotency key answers the first result), verify-code.ts refuses its second use.
 */
async function mayBeRight(
  tx: Db,
  deps: GuardDeps,
  subject: TwoFactorSubject,
  sealed: string,
  code: string,
  codeFor: CodeFor,
): Promise<boolean> {
  const given = code.trim();
  const { twoFactorKey, twoFactor: policy } = deps.config;
  if (/^\d{6}$/.test(given)) {
    const secret = open(twoFactorKey, sealed);
    return matchTotp(secret, given, deps.clock.now(), policy.stepWindow, null) !== null;
  }
  if (codeFor !== 'confirmed' || !isRecoveryCodeShape(given)) return false;
  return isRecoveryCodeOf(tx, twoFactorKey, subject, given);
}

/**
 * When the window holds `maxFailures` wrong codes: the time the oldest of the newest
 * `maxFailures` leaves it (a code may be checked again then); else null.
 */
async function fullUntil(
  tx: Db,
  key: ThrottleKey,
  now: Date,
  policy: { maxFailures: number; lockMs: number },
): Promise<Date | null> {
  const rows = await tx
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.scope, key.scope),
        eq(loginAttempts.key, key.key),
        gt(loginAttempts.at, new Date(now.getTime() - policy.lockMs)),
      ),
    )
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(policy.maxFailures);
  const last = rows.length >= policy.maxFailures ? rows.at(-1) : undefined;
  return last ? new Date(last.at.getTime() + policy.lockMs) : null;
}
