import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DAY } from '../../clock';

/*
 * The server day is the UTC calendar day. Business rules speak of "server time" (withdrawal days
 * 00:00–23:59, the daily withdrawal limit); pinning it to UTC makes every instance agree whatever
 * its host's time zone, and the API sends instants, so the UI can show them in local time.
 */

/** The server day of an instant, `YYYY-MM-DD`. */
export const serverDay = (at: Date): string => at.toISOString().slice(0, 10);

/** 00:00 of the server day of `at`. */
export const startOfServerDay = (at: Date): Date => new Date(`${serverDay(at)}T00:00:00.000Z`);

/** The WHERE of a `from`..`to` period filter (ISO dates, whole server days, both included). */
export function periodFilter(column: PgColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, new Date(`${from}T00:00:00.000Z`)) : undefined,
    to ? lt(column, new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY)) : undefined,
  );
}
