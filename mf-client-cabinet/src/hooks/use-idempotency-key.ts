import { useCallback, useMemo, useRef } from 'react';
import { newIdempotencyKey, toApiError } from 'shared-api';

/**
 * The `Idempotency-Key` of a money-moving submission, per scope (a form, or one row's action).
 * The same key is returned until `renew`: a retry of the same submission after a lost answer
 * must not book twice, while a new submission (success, a refusal, edited values) needs a new key.
 */
export function useIdempotencyKey() {
  const keys = useRef(new Map<string, string>());

  const current = useCallback((scope = '') => {
    let key = keys.current.get(scope);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(scope, key);
    }
    return key;
  }, []);

  const renew = useCallback((scope = '') => {
    keys.current.delete(scope);
  }, []);

  return useMemo(() => ({ current, renew }), [current, renew]);
}

/**
 * The server decided the request (any 4xx): a later attempt is a new submission with a new key,
 * and must be, since the server stores a business refusal as the key's result (a retry with the
 * key would get the same refusal even after a top-up). Without an answer, or on a 5xx, it may
 * have been booked: a retry keeps the key.
 */
export function decidedByServer(failure: unknown): boolean {
  const { status } = toApiError(failure);
  return status !== null && status < 500;
}
