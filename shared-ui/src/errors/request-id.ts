const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The X-Request-Id the API returned with a failed call (its logs carry the same id), so that a
 * partner can quote it to support; null when there was no answer or no id. Read from axios's
 * `error.response.headers` (AxiosHeaders or a plain object); only a short plain token is shown.
 */
export function requestIdOf(error: unknown): string | null {
  const response: unknown = (error as { response?: unknown } | null)?.response;
  const headers = (response as { headers?: unknown } | undefined)?.headers;
  if (!headers || typeof headers !== 'object') return null;
  const get = (headers as { get?: unknown }).get;
  const id: unknown =
    typeof get === 'function'
      ? (get as (name: string) => unknown).call(headers, 'x-request-id')
      : (headers as Record<string, unknown>)['x-request-id'];
  return typeof id === 'string' && SAFE_ID.test(id) ? id : null;
}
