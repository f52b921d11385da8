import { useCallback, useRef } from 'react';
import { toApiError } from '../http/api-error';
import { newIdempotencyKey } from './idempotency-key';

/** Sends `request` with the key of the operation `input` describes (see `useIdempotencyKey`). */
export type IdempotentSend = <T>(
  input: unknown,
  request: (key: string) => Promise<T>,
) => Promise<T>;

/**
 * True when the server may have booked the request although no answer says so: no answer at all
 * (network error, timeout), a 5xx, or an answer this build could not read. A 4xx is a decision.
 */
export function outcomeUnknown(failure: unknown): boolean {
  const { status } = toApiError(failure);
  return status === null || status >= 500;
}

/**
 * The `Idempotency-Key` lifecycle of a money form (one hook per form or per row action).
 *
 * A key lives for one intended operation, identified by its input (the request body, plus the
 * row's id for a row action):
 * - the same input sent again after an unknown outcome (network error, timeout, 5xx) is a retry of
 *   that operation and reuses its key, so the server books it at most once;
 * - a success ends the operation: the next submission, even with the same values, is a new one;
 * - a refusal (4xx) ends it too: the server stores the refusal as the key's result, so the old key
 *   would only replay it (e.g. "insufficient funds" after a top-up);
 * - a changed input (the user edited the form, or another row) is a new operation with a new key.
 */
export function useIdempotencyKey(): IdempotentSend {
  const pending = useRef<{ input: string; key: string } | null>(null);
  return useCallback(async <T>(input: unknown, request: (key: string) => Promise<T>) => {
    const text = JSON.stringify(input) ?? '';
    if (pending.current?.input !== text)
      pending.current = { input: text, key: newIdempotencyKey() };
    const { key } = pending.current;
    try {
      const result = await request(key);
      pending.current = null;
      return result;
    } catch (failure: unknown) {
      if (!outcomeUnknown(failure)) pending.current = null;
      throw failure;
    }
  }, []);
}
