import { useCallback, useRef } from 'react';
import { newIdempotencyKey, toApiError } from 'shared-api';

/**
 * A failure after which the server may still have booked it: anything but a refusal (4xx). No
 * answer, a 5xx, or an answer this build could not read all leave the outcome open.
 */
function outcomeUnknown(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === null || status >= 500;
}

/**
 * Sends a money-moving request with its `Idempotency-Key`: one key per submission attempt. When
 * an attempt's outcome is unknown, sending the same body again is a retry of that attempt and
 * reuses its key, so the server books it at most once. A success, a refusal, or a changed body
 * starts a new attempt with a new key: the server stores a business refusal as the key's result,
 * so the old key would only replay it.
 */
export function useIdempotentAction() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useCallback(async <T>(body: unknown, send: (key: string) => Promise<T>): Promise<T> => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
    const { key } = attempt.current;
    try {
      const result = await send(key);
      attempt.current = null;
      return result;
    } catch (failure) {
      if (!outcomeUnknown(failure)) attempt.current = null;
      throw failure;
    }
  }, []);
}
