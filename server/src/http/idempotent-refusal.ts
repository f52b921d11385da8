import { errorBodySchema, type ErrorBody } from 'shared-api/contract';
import { AppError } from './app-error';
import { errorBody } from './error-body';

/**
 * Refusals that say "not now" rather than "no": the caller's session or permission (401, 403), a
 * timeout (408) or a throttle or lock that lifts with time (429). The same request may succeed
 * later, so they are never stored as a key's result.
 */
const RETRYABLE_STATUSES = new Set([401, 403, 408, 429]);

/**
 * Whether an error thrown by a money operation after it started is its final answer for the key
 * (Stripe's rule): a business refusal (4xx AppError such as 409 INSUFFICIENT_FUNDS or a 422
 * business rule) is; a transient refusal, a 5xx or an unexpected error is not (the retry runs).
 */
export function isRecordedRefusal(error: unknown): error is AppError {
  return (
    error instanceof AppError &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    !RETRYABLE_STATUSES.has(error.statusCode) &&
    !error.code.startsWith('IDEMPOTENCY_')
  );
}

/** The body the error handler sends for `error` (contract ErrorBody), as the key stores it. */
export function refusalBody(error: AppError): ErrorBody {
  return errorBody(error.code, error.message, error.fields, error.params);
}

/** A stored refusal as the error to throw again: the handler answers the same status and body. */
export function storedRefusal(statusCode: number, stored: unknown): AppError {
  const { error } = errorBodySchema.parse(stored);
  return new AppError(statusCode, error.code, error.message, error.fields, error.params);
}
