import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from 'shared-api/contract';
import type { Clock } from '../clock';
import { idempotencyKeys } from '../db/schema';
import type { Db } from '../db/types';
import { AppError } from './app-error';

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
 * Runs a money-moving operation once per (scope, key): the key row is inserted first in the same
 * transaction, so a concurrent duplicate waits on it and then reads the stored answer; a retry
 * after the commit gets the stored answer; the same key with another request is 422
 * IDEMPOTENCY_KEY_REUSED. A refusal rolls everything back, key included, so a retry runs again.
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
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * Money transactions lock wallets in account order, but one request may post several
 * transactions (a purchase and its network bonuses), so PostgreSQL can still pick one of two
 * crossing requests as a deadlock victim. Its transaction rolled back whole: run it again.
 */
async function retryOnConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attemptNo = 1; ; attemptNo += 1) {
    try {
      return await run();
    } catch (error) {
      const state = sqlStateOf(error);
      if (attemptNo >= MAX_ATTEMPTS || !state || !RETRYABLE.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attemptNo));
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
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ scope: request.scope, key: request.key, requestHash, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
      if (!stored || stored.requestHash !== requestHash || stored.statusCode === null) {
        throw new AppError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for another request',
        );
      }
      return { statusCode: stored.statusCode, body: stored.response as T };
    }
    const result = await operation(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, response: result.body as object })
      .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
    return result;
  });
}

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
