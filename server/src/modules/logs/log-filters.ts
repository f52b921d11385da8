import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LogQuery } from 'shared-api/contract';
import { DAY } from '../../clock';
import { adminUsers, partners } from '../../db/schema';
import { containsPattern } from '../../http/list-query';

/** Whose rows a log keeps: the admin log's actors are admins, the client and partner logs' partners. */
export type LogActor = 'admin' | 'partner';

/**
 * Ids of the people a text names: part of a login, name or e-mail. Digits alone are an id or a
 * whole login, never part of one (user 12 is not everyone whose login holds "12").
 */
function actorsNamed(who: LogActor, text: string): SQL {
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const pattern = containsPattern(text);
  const login = text.toLowerCase();
  if (who === 'admin') {
    const match =
      id !== null
        ? or(eq(adminUsers.id, id), eq(sql`lower(${adminUsers.login})`, login))
        : or(
            ilike(adminUsers.login, pattern),
            ilike(adminUsers.name, pattern),
            ilike(adminUsers.email, pattern),
          );
    return sql`(select ${adminUsers.id} from ${adminUsers} where ${match})`;
  }
  const match =
    id !== null
      ? or(eq(partners.id, id), eq(sql`lower(${partners.login})`, login))
      : or(
          ilike(partners.login, pattern),
          ilike(sql`${partners.firstName} || ' ' || ${partners.lastName}`, pattern),
          ilike(partners.email, pattern),
        );
  return sql`(select ${partners.id} from ${partners} where ${match})`;
}

/**
 * The WHERE of a log screen: actor (by id, or by login, name or e-mail), exact action, and the
 * period `from`..`to` as whole UTC days (server time), both ends included.
 */
export function logFilter(
  query: Pick<LogQuery, 'actorId' | 'actor' | 'action' | 'from' | 'to'>,
  columns: { actor: PgColumn; action: PgColumn; createdAt: PgColumn },
  who: LogActor,
): SQL | undefined {
  return and(
    query.actorId ? eq(columns.actor, query.actorId) : undefined,
    query.actor ? inArray(columns.actor, actorsNamed(who, query.actor)) : undefined,
    query.action ? eq(columns.action, query.action) : undefined,
    query.from ? gte(columns.createdAt, new Date(`${query.from}T00:00:00.000Z`)) : undefined,
    query.to
      ? lt(columns.createdAt, new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY))
      : undefined,
  );
}
