import { IDEMPOTENCY_HEADER } from 'shared-api/contract';

/** An answer, or null when none came (the connection broke: the instance died). */
export type HttpReply = { statusCode: number; body: unknown; code: string | null } | null;

export type HttpCall = {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  key?: string;
};

/** One request to a running instance over real HTTP. */
export async function httpCall(baseUrl: string, c: HttpCall): Promise<HttpReply> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${baseUrl}${c.path}`, {
      method: c.method,
      headers: {
        ...(c.token ? { authorization: `Bearer ${c.token}` } : {}),
        ...(c.key ? { [IDEMPOTENCY_HEADER]: c.key } : {}),
        ...(c.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(c.method === 'POST' ? { body: JSON.stringify(c.body ?? {}) } : {}),
    });
    text = await res.text();
  } catch {
    return null;
  }
  const body: unknown = text ? JSON.parse(text) : null;
  const code =
    body && typeof body === 'object' && 'error' in body
      ? ((body as { error: { code?: string } }).error.code ?? null)
      : null;
  return { statusCode: res.status, body, code };
}

/** Sets business time of an instance (TEST_MODE); it runs every job due before answering. */
export async function setInstanceClock(baseUrl: string, at: Date): Promise<void> {
  const reply = await httpCall(baseUrl, {
    method: 'POST',
    path: '/api/test/clock',
    body: { set: at.toISOString() },
  });
  if (reply?.statusCode !== 200) throw new Error(`clock of ${baseUrl}: ${JSON.stringify(reply)}`);
}
