import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LogQuery } from 'shared-api/contract';
import { DAY } from '../../clock';

/**
 * The WHERE of a log screen: actor, exact action, and the period `from`..`to` as whole UTC days
 * (server time), both ends included.
 */
export function logFilter(
  query: Pick<LogQuery, 'actorId' | 'action' | 'from' | 'to'>,
  columns: { actor: PgColumn; action: PgColumn; createdAt: PgColumn },
): SQL | undefined {
  return and(
    query.actorId ? eq(columns.actor, query.actorId) : undefined,
    query.action ? eq(columns.action, query.action) : undefined,
    query.from ? gte(columns.createdAt, new Date(`${query.from}T00:00:00.000Z`)) : undefined,
    query.to
      ? lt(columns.createdAt, new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY))
      : undefined,
  );
}
