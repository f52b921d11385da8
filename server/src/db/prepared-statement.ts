import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import { sqlError } from './sql-error';
import type { Db } from './types';

const dialect = new PgDialect();

/**
 * Runs `statement` (its text the same on every call, values only as parameters) so that its
 * plan is reused, and answers what `db.execute` would. drizzle's `execute` asks postgres.js for
 * an unnamed statement: parsed and planned on every call, and, having parameters, sent in two
 * round trips (Parse and Describe for their types, then Bind and Execute). A named query is
 * prepared once per connection, then runs in one round trip on a cached plan. PGlite parses and
 * plans every query anew, which for a large CTE costs more than running it, so there it is
 * PREPAREd once per database (named by `name` and a hash of its text) and then EXECUTEd with its
 * values as literals, EXECUTE taking no protocol parameters.
 */
export async function executePrepared(db: Db, name: string, statement: SQL): Promise<unknown> {
  // drizzle hands a database and all its transactions the same schema object: on PGlite it
  // stands for the session, whose prepared statements live outside any transaction.
  const session: object = db._.schema ?? {};
  const query = dialect.sqlToQuery(statement);
  if (!(db instanceof PgliteDatabase) && !(db instanceof PgliteTransaction)) {
    return db._.session.prepareQuery(query, undefined, name, false).execute();
  }
  const hash = createHash('sha1').update(query.sql).digest('hex').slice(0, 12);
  const prepared = `${name}_${hash}`;
  let known = preparedIn.get(session);
  if (!known) preparedIn.set(session, (known = new Set()));
  if (!known.has(prepared)) {
    const found = await db.execute(
      sql`select 1 from pg_prepared_statements where name = ${prepared}`,
    );
    if ((found as unknown as { rows: unknown[] }).rows.length === 0) {
      await db.execute(sql.raw(`prepare ${prepared} as ${query.sql}`));
    }
    known.add(prepared);
  }
  const values = query.params.map(literal).join(', ');
  try {
    return await db.execute(sql.raw(`execute ${prepared}(${values})`));
  } catch (error) {
    if (sqlError(error)?.code === '26000') known.delete(prepared); // DEALLOCATE ALL: prepare again
    throw error;
  }
}

/** The statements known to be prepared, per PGlite session (see executePrepared). */
const preparedIn = new WeakMap<object, Set<string>>();

/** A parameter as an SQL literal of unknown type (standard_conforming_strings is on). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return `'${String(value).replaceAll("'", "''")}'`;
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  throw new Error(`executePrepared: a ${typeof value} parameter has no literal here`);
}
