import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { idempotencyKeyOf, runIdempotent, type IdempotentResult } from '../../http/idempotency';

/** Whose keys: `partner:<id>` or `admin:<id>` (idempotency_keys.scope). */
export function idempotencyScope(principal: Principal): string {
  return principal.kind === 'client'
    ? `partner:${principal.partnerId}`
    : `admin:${principal.adminId}`;
}

/**
 * Runs a money-moving route's operation once per caller and `Idempotency-Key` (400 without it),
 * inside one database transaction; a retry gets the first answer back with its status code,
 * a business refusal included (runIdempotent).
 */
export async function idempotentRequest<T, S extends 200 | 201 = 200>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: FastifyRequest,
  operation: (tx: Db) => Promise<T>,
  statusCode: S = 200 as S,
): Promise<IdempotentResult<T> & { statusCode: S }> {
  const key = idempotencyKeyOf(request);
  if (!request.principal) throw new Error(`${request.url}: an idempotent route needs a principal`);
  const result = await runIdempotent(
    deps.db,
    deps.clock,
    {
      scope: idempotencyScope(request.principal),
      key,
      method: request.method,
      path: request.url,
      body: request.body,
    },
    async (tx) => ({ statusCode, body: await operation(tx) }),
  );
  // The success is stored with this route's status; a business refusal is stored and thrown.
  return result as IdempotentResult<T> & { statusCode: S };
}
