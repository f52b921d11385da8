import { act, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { useSubmission } from '../use-submission';

/** An axios failure with an answer of `status` (an error body when `code`), or none at all. */
function failure(status: number | null, code = 'INSUFFICIENT_FUNDS'): AxiosError {
  const config = { headers: new AxiosHeaders() };
  if (status === null) return new AxiosError('timeout', 'ECONNABORTED', config, {});
  return new AxiosError(code, String(status), config, null, {
    data: status < 500 ? { error: { code, message: code } } : 'Bad Gateway',
    status,
    statusText: code,
    headers: {},
    config,
  });
}

/**
 * The server stores a business refusal as the key's result (Stripe's rule): after any answer
 * that decides the request the next attempt must carry a new key, or it would get the stored
 * refusal forever; after no answer or a 5xx it may have been booked, so the retry keeps the key.
 */
describe('useSubmission idempotency keys', () => {
  const keysSent = async (answers: Array<'ok' | AxiosError>, input = { amount: '5' }) => {
    const { result } = renderHook(() => useSubmission());
    const keys: string[] = [];
    for (const answer of answers) {
      await act(async () => {
        await result.current.submit(async (key) => {
          keys.push(key);
          if (answer !== 'ok') throw answer;
          return 'done';
        }, input);
      });
    }
    return keys;
  };

  it.each([
    ['a success', 'ok' as const],
    ['a stored business refusal (409)', failure(409)],
    ['a stored 422 business rule', failure(422, 'LIMIT_EXCEEDED')],
    ['a validation refusal (422)', failure(422, 'VALIDATION_FAILED')],
    ['a 429', failure(429, 'TOO_MANY_ATTEMPTS')],
  ])('sends a new key after %s', async (_, answer) => {
    const [first, second] = await keysSent([answer, 'ok']);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it.each([
    ['a network error or timeout', failure(null)],
    ['a 502 from the proxy', failure(502)],
    ['a 500', failure(500, 'INTERNAL')],
  ])('keeps the key after %s, then renews it once answered', async (_, answer) => {
    const [first, retry, next] = await keysSent([answer, 'ok', 'ok']);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('renews the key when the values sent change', async () => {
    const { result } = renderHook(() => useSubmission());
    const keys: string[] = [];
    const send = async (key: string) => {
      keys.push(key);
      throw failure(null);
    };
    await act(async () => {
      await result.current.submit(send, { amount: '5' });
    });
    await act(async () => {
      await result.current.submit(send, { amount: '6' });
    });
    expect(keys[1]).not.toBe(keys[0]);
  });
});
