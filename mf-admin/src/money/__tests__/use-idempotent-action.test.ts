import { act, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { useIdempotentAction } from '../use-idempotent-action';

/** An axios failure with an answer of `status` (an error body below 500), or none at all. */
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
 * that decides the request, the same body sent again is a new attempt with a new key; after no
 * answer or a 5xx it may have been booked, so sending it again reuses the key.
 */
describe('useIdempotentAction', () => {
  const keysSent = async (answers: Array<'ok' | AxiosError>, body: unknown = { amount: '1' }) => {
    const { result } = renderHook(() => useIdempotentAction());
    const keys: string[] = [];
    for (const answer of answers) {
      await act(async () => {
        await result
          .current(body, async (key) => {
            keys.push(key);
            if (answer !== 'ok') throw answer;
            return 'done';
          })
          .catch(() => undefined);
      });
    }
    return keys;
  };

  it.each([
    ['a success', 'ok' as const],
    ['a stored business refusal (409)', failure(409)],
    ['a stored 422 business rule', failure(422, 'INVALID_STATE')],
    ['a 403', failure(403, 'FORBIDDEN')],
  ])('uses a new key for the same body after %s', async (_, answer) => {
    const [first, second] = await keysSent([answer, 'ok']);
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it.each([
    ['a network error or timeout', failure(null)],
    ['a 503', failure(503, 'MAINTENANCE')],
    ['a 502 without an error body', failure(502)],
  ])('reuses the key for the same body after %s, until answered', async (_, answer) => {
    const [first, retry, next] = await keysSent([answer, 'ok', 'ok']);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('uses a new key when the body changes after an open outcome', async () => {
    const { result } = renderHook(() => useIdempotentAction());
    const keys: string[] = [];
    const send = async (key: string) => {
      keys.push(key);
      throw failure(null);
    };
    await act(async () => {
      await result.current({ amount: '1' }, send).catch(() => undefined);
      await result.current({ amount: '2' }, send).catch(() => undefined);
    });
    expect(keys[1]).not.toBe(keys[0]);
  });
});
