import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import { idempotencyKeyOf, isAnswered } from '../../http/idempotency';
import { idempotencyScope, idempotentRequest } from '../finance/idempotent-request';
import { guardTwoFactorCode } from './code-burst-guard';
import type { TwoFactorSubject } from './subject';

/**
 * A money request confirmed by a 2FA code (transfer, withdrawal), run once per Idempotency-Key
 * (idempotentRequest) behind the code's burst guard. A key already answered replays its answer
 * without the guard: a retry of a request that went through (its answer lost) carries a code
 * that may have left its window, which the guard counted as a wrong one, and during a lock of
 * wrong codes the guard answered 429 instead of the stored answer. A partner told "refused"
 * might then have sent the money again under a new key.
 */
export async function idempotentRequestWithCode<T, S extends 200 | 201>(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  request: FastifyRequest,
  subject: TwoFactorSubject,
  code: string,
  operation: (tx: Db) => Promise<T>,
  statusCode: S,
) {
  const run = () => idempotentRequest(deps, request, operation, statusCode);
  const { principal } = request;
  if (
    principal &&
    (await isAnswered(deps.db, idempotencyScope(principal), idempotencyKeyOf(request)))
  ) {
    return run();
  }
  return guardTwoFactorCode(deps, subject, code, 'confirmed', run);
}
