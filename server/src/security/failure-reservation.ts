import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AuthPolicy } from '../config';
import { loginAttempts } from '../db/schema';
import type { Db } from '../db/types';
import {
  dropExpiredFailures,
  recordLoginFailure,
  type FailuresAhead,
  type ThrottleKey,
} from './login-throttle';

/** The scope of a failure counted in advance, until its attempt is judged (kept or released). */
const PENDING = 'pending:';
const pending = (key: ThrottleKey): ThrottleKey => ({ scope: PENDING + key.scope, key: key.key });

/** Beyond the longest challenge delay, what judging an attempt may take (a hash, a write). */
const JUDGING_MS = 5_000;

/** An attempt counted before it is judged (see reserveFailure). */
export type ReservedFailure = FailuresAhead & {
  /** The age past which a pending row no longer counts: its attempt cannot still be alive. */
  abandonedAfterMs: number;
  /** The attempt was wrong: its rows become failures. */
  keep(): Promise<void>;
  /** Takes the rows back: the attempt turned out not to be a failure (or was never judged). */
  release(): Promise<void>;
};

/**
 * Counts an attempt before it is judged, in its own statement (committed at once, outside any
 * transaction). A limit checked before the attempt and a failure recorded after it let a burst of
 * concurrent attempts through together, each reading the count as it was before any of them.
 * Counted first, as pending, each attempt of a burst finds the ones that began before it
 * (FailuresAhead, used by assertUnderLimit): the caller then keeps the rows when the attempt is
 * wrong and releases them when it is right or refused before it is judged. Pending rows are no
 * failures: counted as such, a burst of right sign-ins from one address was refused whole.
 */
export async function reserveFailure(
  db: Db,
  policy: Pick<AuthPolicy, 'loginWindowMs' | 'loginDelayMaxMs'>,
  now: Date,
  keys: ThrottleKey[],
): Promise<ReservedFailure> {
  await dropExpiredFailures(db, policy.loginWindowMs, now, keys);
  const rows = await recordLoginFailure(db, policy, now, keys.map(pending));
  const ids = rows.map((r) => r.id);
  const own = (key: ThrottleKey) => {
    const { scope } = pending(key);
    return rows.find((r) => r.scope === scope && r.key === key.key)?.id ?? 0;
  };
  const waitMs = policy.loginDelayMaxMs + JUDGING_MS;
  // A pending row older than any attempt stays pending was left by an instance that died
  // mid-attempt: counted, it held every later attempt from its address to the wait and then a
  // 429, for the whole window. An attempt alive waits its turn on each key (up to waitMs each,
  // awaitTurn) and is then judged (the delay and the check): cut at waitMs alone, one judged
  // after a long turn went uncounted, and the guesses sent meanwhile were checks beyond the limit.
  const abandonedAfterMs = waitMs * (keys.length + 1);
  const abandonedBefore = (at: Date) => new Date(at.getTime() - abandonedAfterMs);
  return {
    waitMs,
    abandonedAfterMs,
    async of(key, windowMs, at) {
      // One statement, one snapshot: read apart, an attempt kept in between was counted in neither.
      const { scope } = pending(key);
      const [row] = await db
        .select({
          judged:
            sql<number>`count(*) filter (where ${loginAttempts.scope} = ${key.scope})`.mapWith(
              Number,
            ),
          earlier:
            sql<number>`count(*) filter (where ${loginAttempts.scope} = ${scope} and ${loginAttempts.id} < ${own(key)} and ${loginAttempts.at} > ${abandonedBefore(at).toISOString()}::timestamptz)`.mapWith(
              Number,
            ),
        })
        .from(loginAttempts)
        .where(
          and(
            inArray(loginAttempts.scope, [key.scope, scope]),
            eq(loginAttempts.key, key.key),
            gt(loginAttempts.at, new Date(at.getTime() - windowMs)),
          ),
        );
      const judged = row?.judged ?? 0;
      return { judged, ahead: judged + (row?.earlier ?? 0) };
    },
    async keep() {
      await db
        .update(loginAttempts)
        .set({ scope: sql`substr(${loginAttempts.scope}, ${PENDING.length + 1})` })
        .where(inArray(loginAttempts.id, ids));
    },
    async release() {
      await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
    },
  };
}

/**
 * Runs `judge` as an attempt counted before it is judged (reserveFailure): its rows are kept as
 * failures when it answers false, and taken back when it answers true or throws (refused before
 * it was judged). `judge` gets the failures ahead of it, for its limits.
 */
export async function judgeCounted(
  db: Db,
  policy: Pick<AuthPolicy, 'loginWindowMs' | 'loginDelayMaxMs'>,
  now: Date,
  keys: ThrottleKey[],
  judge: (ahead: FailuresAhead) => Promise<boolean>,
): Promise<boolean> {
  const reserved = await reserveFailure(db, policy, now, keys);
  let ok: boolean;
  try {
    ok = await judge(reserved);
  } catch (error) {
    await reserved.release();
    throw error;
  }
  if (ok) await reserved.release();
  else await reserved.keep();
  return ok;
}
