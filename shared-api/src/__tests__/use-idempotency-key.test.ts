import { act, renderHook } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { useIdempotencyKey } from '..';

/** A failure as axios reports it: with an answer of `status`, or none (network error, timeout). */
function failure(status: number | null): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response =
    status === null
      ? undefined
      : { data: { code: 'X' }, status, statusText: '', headers: {}, config };
  return new AxiosError('failed', 'ERR', config, null, response);
}

/** Sends `input` once through the hook; answers with `outcome` (a failure, or success). */
function setUp() {
  const { result } = renderHook(() => useIdempotencyKey());
  const keys: string[] = [];
  const send = async (input: unknown, outcome: AxiosError | 'ok') => {
    await act(async () => {
      await result
        .current(input, async (key) => {
          keys.push(key);
          if (outcome !== 'ok') throw outcome;
          return key;
        })
        .catch(() => undefined);
    });
  };
  return { send, keys };
}

describe('useIdempotencyKey: one key per intended operation', () => {
  it('keeps the key for a retry after no answer (network error, timeout) or a 5xx', async () => {
    const { send, keys } = setUp();
    await send({ amount: '5' }, failure(null));
    await send({ amount: '5' }, failure(503));
    await send({ amount: '5' }, 'ok');
    expect(new Set(keys).size).toBe(1);
  });

  it('takes a new key after a success, even for the same values', async () => {
    const { send, keys } = setUp();
    await send({ amount: '5' }, 'ok');
    await send({ amount: '5' }, 'ok');
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('takes a new key after a refusal (the server stores it as the key’s result)', async () => {
    const { send, keys } = setUp();
    await send({ amount: '5' }, failure(409));
    await send({ amount: '5' }, 'ok');
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('takes a new key when the input changed after an unknown outcome', async () => {
    const { send, keys } = setUp();
    await send({ amount: '5' }, failure(null));
    await send({ amount: '6' }, failure(null));
    await send({ amount: '6' }, 'ok');
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[1]).toBe(keys[2]);
  });

  it('sends a UUID', async () => {
    const { send, keys } = setUp();
    await send({ id: 1 }, 'ok');
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
