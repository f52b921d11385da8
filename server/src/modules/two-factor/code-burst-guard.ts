import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { loginAttempts } from '../../db/schema';
import {
  clearLoginFailures,
  reserveFailure,
  type ThrottleKey,
} from '../../security/login-throttle';
import type { TwoFactorSubject } from './subject';
import { twoFactorLocked, TwoFactorRejected } from './two-factor-errors';

const keyOf = (subject: TwoFactorSubject): ThrottleKey => ({
  scope: `two-fa:${subject.kind}`,
  key: String(subject.id),
});

/**
 * Runs a request that checks a 2FA code of `subject` (`run` opens its transaction) under a hard
 * limit that holds across concurrent requests. The lock of wrong codes in a row (verify-code.ts)
 * counts a failure only after its transaction rolled back (record-failure.ts), so a burst of
 * codes sent at once was checked in full before the first failure counted. Here each code is
 * counted first, in its own committed statement, and refused with 429 TWO_FA_LOCKED when
 * `maxFailures` codes of the last `lockMs` are wrong or still being checked. The count is taken
 * back when the request did not end on a wrong code; a success (the code was right) clears the
 * subject's count, as it clears the lock's.
 */
export async function guardTwoFactorCode<T>(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  subject: TwoFactorSubject,
  run: () => Promise<T>,
): Promise<T> {
  const { db } = deps;
  const now = deps.clock.now();
  const key = keyOf(subject);
  const window = { loginWindowMs: deps.config.twoFactor.lockMs };
  const reserved = await reserveFailure(db, window, now, [key]);
  let result: T;
  try {
    const until = await lockedUntil(deps, key, reserved.ids, now);
    if (until) throw twoFactorLocked(until);
    result = await run();
  } catch (error) {
    if (!(error instanceof TwoFactorRejected)) await reserved.release();
    throw error;
  }
  await clearLoginFailures(db, key);
  return result;
}

/**
 * When `maxFailures` other codes of the window are counted: the time the oldest of the newest
 * `maxFailures` leaves the window (a code may be checked again then); else null.
 */
async function lockedUntil(
  deps: Pick<AppDeps, 'db' | 'config'>,
  key: ThrottleKey,
  own: readonly number[],
  now: Date,
): Promise<Date | null> {
  const { maxFailures, lockMs } = deps.config.twoFactor;
  const [row] = await deps.db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.scope, key.scope),
        eq(loginAttempts.key, key.key),
        gt(loginAttempts.at, new Date(now.getTime() - lockMs)),
        ...own.map((id) => ne(loginAttempts.id, id)),
      ),
    )
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .offset(maxFailures - 1)
    .limit(1);
  return row ? new Date(row.at.getTime() + lockMs) : null;
}
