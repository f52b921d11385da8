import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LogQuery } from 'shared-api/contract';
import { DAY } from '../../clock';
import { adminUsers, partners } from '../../db/schema';
import { containsPattern } from '../../http/list-query';
import { seesPersonalData, type LogReader, type PersonalRecord } from './mask-personal-data';

/** Whose rows a log keeps: the admin log's actors are admins, the client and partner logs' partners. */
export type LogActor = 'admin' | 'partner';

/** The record an actor is, for its personal data's guard. */
const PERSON_RECORD = { admin: 'admin-user', partner: 'partner' } as const satisfies Record<
  LogActor,
  PersonalRecord
>;

/**
 * Where each kind of actor lives: its table, the columns anyone reading the log may search it by,
 * and those that are personal data (mask-personal-data.ts): a search by them is an oracle, one
 * guessed letter at a time, for a reader who sees them masked, so it needs their permission.
 */
const PEOPLE = {
  admin: {
    table: adminUsers,
    id: adminUsers.id,
    login: adminUsers.login,
    open: [sql`${adminUsers.name}`],
    personal: [adminUsers.email],
  },
  partner: {
    table: partners,
    id: partners.id,
    login: partners.login,
    open: [],
    personal: [sql`${partners.firstName} || ' ' || ${partners.lastName}`, partners.email],
  },
};

/**
 * Ids of the people a text names: part of a login, name or e-mail (name and e-mail only when the
 * reader may see them). Digits alone are an id or a whole login, never part of one (user 12 is
 * not everyone whose login holds "12").
 */
function actorsNamed(who: LogActor, text: string, reader: LogReader): SQL {
  const people = PEOPLE[who];
  const pattern = containsPattern(text);
  const searched = [
    people.login,
    ...people.open,
    ...(seesPersonalData(reader, PERSON_RECORD[who]) ? people.personal : []),
  ];
  const match = /^\d{1,9}$/.test(text)
    ? or(eq(people.id, Number(text)), eq(sql`lower(${people.login})`, text.toLowerCase()))
    : or(...searched.map((column) => ilike(column, pattern)));
  return sql`(select ${people.id} from ${people.table} where ${match})`;
}

/**
 * The WHERE of a log screen: actor (by id, or by login, name or e-mail as the reader may), exact
 * action, and the period `from`..`to` as whole UTC days (server time), both ends included.
 */
export function logFilter(
  query: Pick<LogQuery, 'actorId' | 'actor' | 'action' | 'from' | 'to'>,
  columns: { actor: PgColumn; action: PgColumn; createdAt: PgColumn },
  who: LogActor,
  reader: LogReader,
): SQL | undefined {
  return and(
    query.actorId ? eq(columns.actor, query.actorId) : undefined,
    query.actor ? inArray(columns.actor, actorsNamed(who, query.actor, reader)) : undefined,
    query.action ? eq(columns.action, query.action) : undefined,
    query.from ? gte(columns.createdAt, new Date(`${query.from}T00:00:00.000Z`)) : undefined,
    query.to
      ? lt(columns.createdAt, new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY))
      : undefined,
  );
}
