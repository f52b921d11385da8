import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { AuthPolicy } from '../config';
import type { Db } from '../db/types';
import { loginAttempts } from '../db/schema';
import { AppError } from '../http/app-error';

export type ThrottleKey = { scope: string; key: string };

/** The keys a login is counted under: the account and the client IP, per realm. */
export function loginKeys(realm: 'admin' | 'client', account: string, ip: string): ThrottleKey[] {
  return [
    { scope: `${realm}-login:account`, key: account },
    { scope: `${realm}-login:ip`, key: ip },
  ];
}

/**
 * Refuses with 429 when any key has `loginMaxFailures` failures inside the last `loginWindowMs`
 * (business rules: 10 per 15 minutes per account and per IP). Counted in the database, so every
 * server instance sees the same count.
 */
export async function assertLoginAllowed(
  db: Db,
  policy: AuthPolicy,
  now: Date,
  keys: ThrottleKey[],
): Promise<void> {
  const since = new Date(now.getTime() - policy.loginWindowMs);
  for (const { scope, key } of keys) {
    const [row] = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.scope, scope),
          eq(loginAttempts.key, key),
          gt(loginAttempts.at, since),
        ),
      );
    if ((row?.n ?? 0) >= policy.loginMaxFailures) {
      const minutes = Math.round(policy.loginWindowMs / 60_000);
      throw new AppError(
        429,
        'TOO_MANY_ATTEMPTS',
        `Too many failed sign-in attempts. Try again in ${minutes} minutes.`,
      );
    }
  }
}

/** Records one failure under every key and drops the rows of these keys that left the window. */
export async function recordLoginFailure(
  db: Db,
  policy: AuthPolicy,
  now: Date,
  keys: ThrottleKey[],
): Promise<void> {
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
  await db.insert(loginAttempts).values(keys.map((k) => ({ ...k, at: now })));
}

/** A successful sign-in clears the account's failures (the IP's stay counted). */
export async function clearLoginFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, key.scope), eq(loginAttempts.key, key.key)));
}
