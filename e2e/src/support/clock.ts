import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The server's business clock, through the route that exists only in test mode. Moving it runs
 * every due job (accruals, expiries) before the call returns, so the next page shows the result.
 */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get('/api/test/clock');
  expect(res.ok()).toBe(true);
  return new Date(((await res.json()) as { now: string }).now);
}

export async function moveServerClock(
  request: APIRequestContext,
  move: { advanceMs: number } | { set: string },
): Promise<Date> {
  const res = await request.post('/api/test/clock', { data: move });
  expect(res.ok()).toBe(true);
  return new Date(((await res.json()) as { now: string }).now);
}

/** The next 5th of a month at 10:00 server time (UTC), after `from`. */
export function nextFifth(from: Date): Date {
  const sameMonth = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 5, 10);
  return new Date(
    sameMonth > from.getTime()
      ? sameMonth
      : Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 5, 10),
  );
}
