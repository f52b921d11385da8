import { apiClient } from 'shared-api/public';

type Adapter = Exclude<typeof apiClient.defaults.adapter, undefined | string | readonly unknown[]>;
type AdapterConfig = Parameters<Extract<Adapter, (...args: never[]) => unknown>>[0];

export interface MockRequest {
  method: string;
  url: string;
  /** The query parameters given as axios `params` (empty for none; a query in `url` stays there). */
  params: Record<string, unknown>;
  /** The parsed JSON body (undefined for none). */
  body: unknown;
  headers: Record<string, string>;
}

export interface MockReply {
  status?: number;
  data?: unknown;
}

export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** The error body of the API conventions: `{ error: { code, message, fields? } }`. */
export function apiError(status: number, code: string, fields?: Record<string, string>): MockReply {
  return { status, data: { error: { code, message: code, ...(fields ? { fields } : {}) } } };
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

export interface MockedApi {
  /** Every request made, in order. */
  requests: MockRequest[];
  /** The requests to one handler key, `'METHOD /path'` (the query is not compared). */
  requestsTo(key: string): MockRequest[];
}

const keyOf = (method: string, url: string) => `${method} ${url.split('?')[0]}`;

/**
 * Answers the shared API client's requests from `handlers`, keyed `'METHOD /path'` (no query).
 * Any other request gets a 404. Non-2xx replies reject like axios does, so interceptors and
 * `toApiError` see a real-looking error; a handler that throws fails the request with its error
 * (as a network failure does). Records the requests made.
 */
export function mockApi(handlers: Record<string, MockHandler>): MockedApi {
  const requests: MockRequest[] = [];
  const adapter = async (config: AdapterConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const request: MockRequest = {
      method,
      url,
      params: { ...(config.params as Record<string, unknown> | undefined) },
      body: parseBody(config.data),
      headers: Object.fromEntries(
        Object.entries(config.headers.toJSON()).map(([k, v]) => [k, String(v)]),
      ),
    };
    requests.push(request);
    const handler = handlers[keyOf(method, url)];
    const reply: MockReply = !handler
      ? apiError(404, 'NOT_FOUND')
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    const status = reply.status ?? 200;
    const response = {
      data: reply.data ?? {},
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    if (status >= 200 && status < 300) return response;
    throw Object.assign(new Error(`Request failed with status code ${status}`), {
      isAxiosError: true,
      name: 'AxiosError',
      code: status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      config,
      response,
    });
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    requestsTo: (key) => requests.filter((r) => keyOf(r.method, r.url) === key),
  };
}

/** A reply held back until `release()`, to observe loading states. */
export function deferredReply(reply: MockReply): { handler: MockHandler; release: () => void } {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await gate;
      return reply;
    },
    release: () => release(),
  };
}
