import { and, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { AuthPolicy } from '../config';
import type { Db } from '../db/types';
import { loginAttempts } from '../db/schema';
import { tooManyUntil } from '../http/app-error';
import { throttled } from '../metrics/auth-metrics';
import { throttleAddress } from './throttle-address';

export type ThrottleKey = { scope: string; key: string };

/** The keys a login is counted under: the account and the client IP (its /64 for IPv6), per realm. */
export function loginKeys(
  realm: 'admin' | 'client',
  account: string,
  ip: string,
): [account: ThrottleKey, ip: ThrottleKey] {
  return [
    { scope: `${realm}-login:account`, key: account },
    { scope: `${realm}-login:ip`, key: throttleAddress(ip) },
  ];
}

/** Signups answered "login taken", counted per client IP (see register-route). */
export function registerConflictKey(ip: string): ThrottleKey {
  return { scope: 'register-conflict:ip', key: throttleAddress(ip) };
}

/** Failures of one key inside the last `windowMs`. Counted in the database: every instance sees them. */
export async function countFailures(
  db: Db,
  windowMs: number,
  now: Date,
  { scope, key }: ThrottleKey,
): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key), gt(loginAttempts.at, since)),
    );
  return row?.n ?? 0;
}

/**
 * The 429 of a failure limit; counted here, where every limit builds it. `params.date`: a window
 * after `now`, when every failure counted now has left it (a retry may pass earlier).
 */
export const tooManyAttempts = (windowMs: number, what: string, now: Date) => {
  throttled.inc({ what });
  return tooManyUntil(
    `Too many ${what} attempts. Try again in ${Math.round(windowMs / 60_000)} minutes.`,
    new Date(now.getTime() + windowMs),
  );
};

/**
 * Refuses with 429 when any key has `max` failures inside the last `windowMs`. Used for hard
 * limits only: the client IP of a sign-in or a signup, the account of a password change.
 * `reserved`: failures of this very attempt already among the rows (see reserveFailure).
 */
export async function assertUnderLimit(
  db: Db,
  limit: { max: number; windowMs: number; what: string },
  now: Date,
  keys: ThrottleKey[],
  reserved = 0,
): Promise<void> {
  for (const key of keys) {
    if ((await countFailures(db, limit.windowMs, now, key)) - reserved >= limit.max)
      throw tooManyAttempts(limit.windowMs, limit.what, now);
  }
}

/** The sign-in hard limit (business rules: 10 per 15 minutes) on every key given. */
export function assertLoginAllowed(
  db: Db,
  policy: AuthPolicy,
  now: Date,
  keys: ThrottleKey[],
  reserved = 0,
): Promise<void> {
  return assertUnderLimit(
    db,
    { max: policy.loginMaxFailures, windowMs: policy.loginWindowMs, what: 'failed sign-in' },
    now,
    keys,
    reserved,
  );
}

/**
 * The wait before checking the password of an account with `failures` recent failures when the
 * captcha is off: none below the challenge threshold, then the base doubled per failure, capped.
 */
export function signInDelayMs(policy: AuthPolicy, failures: number): number {
  const over = failures - policy.loginChallengeAfterFailures;
  if (over < 0) return 0;
  return Math.min(policy.loginDelayMaxMs, policy.loginDelayBaseMs * 2 ** Math.min(over, 30));
}

/**
 * Records one failure under every key and drops the rows of these keys that left the window.
 * Returns the ids of the rows written.
 */
export async function recordLoginFailure(
  db: Db,
  policy: Pick<AuthPolicy, 'loginWindowMs'>,
  now: Date,
  keys: ThrottleKey[],
): Promise<number[]> {
  const before = new Date(now.getTime() - policy.loginWindowMs);
  for (const { scope, key } of keys) {
    await db
      .delete(loginAttempts)
      .where(
        and(
          eq(loginAttempts.scope, scope),
          eq(loginAttempts.key, key),
          lte(loginAttempts.at, before),
        ),
      );
  }
  const rows = await db
    .insert(loginAttempts)
    .values(keys.map((k) => ({ ...k, at: now })))
    .returning({ id: loginAttempts.id });
  return rows.map((r) => r.id);
}

/** A failure counted before its attempt is judged (see reserveFailure). */
export type ReservedFailure = {
  /** Takes the rows back: the attempt turned out not to be a failure (or was never judged). */
  release(): Promise<void>;
};

/**
 * Counts an attempt as a failure before it is judged, in its own statement (committed at once,
 * outside any transaction). A limit checked before the attempt and a failure recorded after it
 * let a burst of concurrent attempts through together, each reading the count as it was before
 * any of them; counted first, each attempt of a burst sees the ones that started before it. The
 * caller then checks the limit with `reserved = 1` and releases the rows when the attempt turns
 * out right or is refused before it is judged; a wrong one keeps them.
 */
export async function reserveFailure(
  db: Db,
  policy: Pick<AuthPolicy, 'loginWindowMs'>,
  now: Date,
  keys: ThrottleKey[],
): Promise<ReservedFailure> {
  const ids = await recordLoginFailure(db, policy, now, keys);
  return {
    async release() {
      await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
    },
  };
}

/** A successful sign-in clears the account's failures (the IP's stay counted). */
export async function clearLoginFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, key.scope), eq(loginAttempts.key, key.key)));
}
