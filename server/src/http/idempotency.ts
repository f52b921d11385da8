import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from 'shared-api/contract';
import type { Clock } from '../clock';
import { idempotencyKeys } from '../db/schema';
import { sqlError } from '../db/sql-error';
import type { Db } from '../db/types';
import { AppError } from './app-error';
import { isRecordedRefusal, refusalBody, storedRefusal } from './idempotent-refusal';

export type IdempotentResult<T> = { statusCode: number; body: T };

/** The request's `Idempotency-Key`; 400 IDEMPOTENCY_KEY_REQUIRED when absent or malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) {
    throw new AppError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      `Send an ${IDEMPOTENCY_HEADER} header (8–128 characters) with every money-moving request`,
    );
  }
  return parsed.data;
}

/**
 * Whether the key already holds its answer (a success or a stored refusal): a request under it
 * is a retry, which runIdempotent answers from the store without running anything.
 */
export async function isAnswered(db: Db, scope: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row !== undefined && row.statusCode !== null;
}

/**
 * Runs a money-moving operation once per (scope, key), with Stripe's semantics:
 * - the key row is inserted first in the request's transaction, so a concurrent duplicate waits
 *   on it and then reads the stored answer; a retry after the commit gets the stored answer;
 * - the operation runs in a savepoint: a business refusal (see isRecordedRefusal: 409
 *   INSUFFICIENT_FUNDS, a 422 business rule...) rolls the work back but is stored as the key's
 *   result, so every retry gets the same refusal (a new attempt needs a new key);
 * - a refusal before the operation started (validation, missing key, 401/403), a transient one
 *   (429), a 5xx or an unexpected error stores nothing: the key stays free for a retry;
 * - the same key with another request is 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function runIdempotent<T>(
  db: Db,
  clock: Clock,
  request: { scope: string; key: string; method: string; path: string; body: unknown },
  operation: (tx: Db) => Promise<IdempotentResult<T>>,
): Promise<IdempotentResult<T>> {
  const requestHash = hashRequest(request.method, request.path, request.body);
  return retryOnConflict(() => attempt(db, clock, request, requestHash, operation));
}

/** PostgreSQL's deadlock and serialization failures: the transaction did nothing, run it again. */
const CONFLICT = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;
/**
 * A prepared statement the server no longer has (26000 after a DEALLOCATE, or behind a pooler),
 * or whose plan a migration made stale (0A000): the transaction did nothing, and postgres.js
 * forgets the statement on that connection, so each pooled connection fails at most once.
 */
const STALE_STATEMENT = { missing: '26000', changed: '0A000', changedText: 'cached plan must not' };
const MAX_STALE = 16;

type Failure = 'conflict' | 'stale-statement' | 'other';

function failureOf(error: unknown): Failure {
  const found = sqlError(error);
  if (!found) return 'other';
  if (CONFLICT.has(found.code)) return 'conflict';
  const stale =
    found.code === STALE_STATEMENT.missing ||
    (found.code === STALE_STATEMENT.changed && found.message.includes(STALE_STATEMENT.changedText));
  return stale ? 'stale-statement' : 'other';
}

/**
 * Money transactions lock wallets in account order, but one request may post several
 * transactions (a purchase and its network bonuses), so PostgreSQL can still pick one of two
 * crossing requests as a deadlock victim. Its transaction rolled back whole: run it again.
 * A stale prepared statement is run again at once (see STALE_STATEMENT).
 */
async function retryOnConflict<T>(run: () => Promise<T>): Promise<T> {
  let conflicts = 0;
  let stale = 0;
  for (;;) {
    try {
      return await run();
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'stale-statement' && (stale += 1) <= MAX_STALE) continue;
      if (failure !== 'conflict' || (conflicts += 1) >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * conflicts));
    }
  }
}

async function attempt<T>(
  db: Db,
  clock: Clock,
  request: { scope: string; key: string },
  requestHash: string,
  operation: (tx: Db) => Promise<IdempotentResult<T>>,
): Promise<IdempotentResult<T>> {
  const keyRow = and(
    eq(idempotencyKeys.scope, request.scope),
    eq(idempotencyKeys.key, request.key),
  );
  const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ scope: request.scope, key: request.key, requestHash, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(keyRow);
      if (!stored || stored.requestHash !== requestHash || stored.statusCode === null) {
        throw new AppError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for another request',
        );
      }
      if (stored.statusCode >= 400) {
        return { refused: storedRefusal(stored.statusCode, stored.response) };
      }
      return { result: { statusCode: stored.statusCode, body: stored.response as T } };
    }
    try {
      // A savepoint: a refusal undoes the work but keeps the key row to store the refusal in.
      const result = await tx.transaction((work) => operation(work));
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: result.statusCode, response: result.body })
        .where(keyRow);
      return { result };
    } catch (error) {
      if (!isRecordedRefusal(error)) throw error;
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: error.statusCode, response: refusalBody(error) })
        .where(keyRow);
      return { refused: error };
    }
  });
  // Thrown after the commit, so the key keeps its refusal. The first run throws the original
  // error (hooks such as the 2FA failure count see it); a replay throws a copy that counts nothing.
  if ('refused' in outcome) throw outcome.refused;
  return outcome.result;
}

type Outcome<T> = { result: IdempotentResult<T> } | { refused: AppError };

/** sha256 over method, path and the body with sorted keys (so key order does not matter). */
function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
