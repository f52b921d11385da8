import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LogQuery } from 'shared-api/contract';
import { DAY } from '../../clock';
import { adminUsers, partners } from '../../db/schema';
import { containsPattern } from '../../http/list-query';

/** Whose rows a log keeps: the admin log's actors are admins, the client and partner logs' partners. */
export type LogActor = 'admin' | 'partner';

/** Where each kind of actor lives: its table and the columns a person is known by. */
const PEOPLE = {
  admin: {
    table: adminUsers,
    id: adminUsers.id,
    login: adminUsers.login,
    name: sql`${adminUsers.name}`,
    email: adminUsers.email,
  },
  partner: {
    table: partners,
    id: partners.id,
    login: partners.login,
    name: sql`${partners.firstName} || ' ' || ${partners.lastName}`,
    email: partners.email,
  },
};

/**
 * Ids of the people a text names: part of a login, name or e-mail. Digits alone are an id or a
 * whole login, never part of one (user 12 is not everyone whose login holds "12").
 */
function actorsNamed(who: LogActor, text: string): SQL {
  const people = PEOPLE[who];
  const pattern = containsPattern(text);
  const match = /^\d{1,9}$/.test(text)
    ? or(eq(people.id, Number(text)), eq(sql`lower(${people.login})`, text.toLowerCase()))
    : or(ilike(people.login, pattern), ilike(people.name, pattern), ilike(people.email, pattern));
  return sql`(select ${people.id} from ${people.table} where ${match})`;
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
