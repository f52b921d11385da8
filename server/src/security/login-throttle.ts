import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, gt, lte } from 'drizzle-orm';
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
 * The failures an attempt counted in advance (failure-reservation.ts) finds ahead of it: failures
 * already judged, and those plus the attempts that began before it and are still being judged.
 */
export type FailuresAhead = {
  of(key: ThrottleKey, windowMs: number, now: Date): Promise<{ judged: number; ahead: number }>;
  /** The longest an attempt waits for the ones before it to be judged. */
  waitMs: number;
};

/** How often an attempt looks again whether the ones before it were judged. */
const TURN_POLL_MS = 25;

/**
 * Refuses with 429 when any key has `max` failures inside the last `windowMs`. Used for hard
 * limits only: the client IP of a sign-in or a signup, the account of a password change.
 * `inFlight`: the attempt was counted before it is judged (see reserveFailure). Then the attempts
 * of a burst that began before it count too, as if wrong: while they could still make `max`, it
 * waits for them to be judged, so a burst of guesses gets `max` checks at most and a burst of
 * right ones is refused none (an attempt not yet judged is no failure).
 */
export async function assertUnderLimit(
  db: Db,
  limit: { max: number; windowMs: number; what: string },
  now: Date,
  keys: ThrottleKey[],
  inFlight?: FailuresAhead,
): Promise<void> {
  for (const key of keys) {
    if (inFlight) await awaitTurn(limit, now, key, inFlight);
    else if ((await countFailures(db, limit.windowMs, now, key)) >= limit.max)
      throw tooManyAttempts(limit.windowMs, limit.what, now);
  }
}

async function awaitTurn(
  limit: { max: number; windowMs: number; what: string },
  now: Date,
  key: ThrottleKey,
  inFlight: FailuresAhead,
): Promise<void> {
  const deadline = performance.now() + inFlight.waitMs;
  for (;;) {
    const { judged, ahead } = await inFlight.of(key, limit.windowMs, now);
    if (judged >= limit.max || (ahead >= limit.max && performance.now() >= deadline))
      throw tooManyAttempts(limit.windowMs, limit.what, now);
    if (ahead < limit.max) return;
    await sleep(TURN_POLL_MS);
  }
}

/** The sign-in hard limit (business rules: 10 per 15 minutes) on every key given. */
export function assertLoginAllowed(
  db: Db,
  policy: AuthPolicy,
  now: Date,
  keys: ThrottleKey[],
  inFlight?: FailuresAhead,
): Promise<void> {
  return assertUnderLimit(
    db,
    { max: policy.loginMaxFailures, windowMs: policy.loginWindowMs, what: 'failed sign-in' },
    now,
    keys,
    inFlight,
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

/** Drops the rows of these keys that left the window. */
export async function dropExpiredFailures(
  db: Db,
  windowMs: number,
  now: Date,
  keys: ThrottleKey[],
): Promise<void> {
  const before = new Date(now.getTime() - windowMs);
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
}

/**
 * Records one failure under every key and drops the rows of these keys that left the window.
 * Returns the rows written.
 */
export async function recordLoginFailure(
  db: Db,
  policy: Pick<AuthPolicy, 'loginWindowMs'>,
  now: Date,
  keys: ThrottleKey[],
): Promise<(ThrottleKey & { id: number })[]> {
  await dropExpiredFailures(db, policy.loginWindowMs, now, keys);
  return db
    .insert(loginAttempts)
    .values(keys.map((k) => ({ ...k, at: now })))
    .returning({ id: loginAttempts.id, scope: loginAttempts.scope, key: loginAttempts.key });
}

/** A successful sign-in clears the account's failures (the IP's stay counted). */
export async function clearLoginFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, key.scope), eq(loginAttempts.key, key.key)));
}
