import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from 'shared-api/contract';
import type { ZodApp } from '../http/zod-app';

export type ApiReply<T = Record<string, unknown>> = {
  status: number;
  body: T & {
    error?: { code: string; fields?: Record<string, string>; params?: Record<string, string> };
  };
};

/** A fresh Idempotency-Key. */
export const newKey = () => `k-${randomUUID()}`;

/**
 * Calls of one signed-in user (admin or client token): JSON in, status and JSON out. `post`
 * sends an Idempotency-Key when given one (`key: null` sends none).
 */
export function apiAs(app: ZodApp, token: string) {
  const send = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    key?: string | null,
  ): Promise<ApiReply<T>> => {
    const res = await app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
      },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json<ApiReply<T>['body']>() };
  };
  return {
    get: <T = Record<string, unknown>>(url: string) => send<T>('GET', url),
    post: <T = Record<string, unknown>>(url: string, body: object, key: string | null = newKey()) =>
      send<T>('POST', url, body, key),
    put: <T = Record<string, unknown>>(url: string, body: object) => send<T>('PUT', url, body),
    del: <T = Record<string, unknown>>(url: string) => send<T>('DELETE', url),
  };
}
export type Api = ReturnType<typeof apiAs>;
