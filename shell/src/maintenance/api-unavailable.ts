import { statusSchema } from 'shared-api/public';

/**
 * Whether an answer means "the API is not there": spec §8's 503 (maintenance; shared-api's
 * interceptor also ends the session on it), or a web front (nginx, `pnpm start`) that cannot
 * reach the API: 502 / 504 with the code SERVICE_UNAVAILABLE. Any other 502 is an ordinary error.
 */
export function isApiUnavailable(status: number | undefined, body: unknown): boolean {
  if (status === 503) return true;
  if (status !== 502 && status !== 504) return false;
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return code === 'SERVICE_UNAVAILABLE';
}

/**
 * Plain fetch, not the API client (no interceptor, no token): is the API up and not in
 * maintenance? A network failure counts as down.
 */
export async function apiIsUp(apiBaseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${apiBaseUrl}/api/status`, { cache: 'no-store' });
    if (!response.ok) return false;
    return !statusSchema.parse(await response.json()).maintenance;
  } catch {
    return false;
  }
}
