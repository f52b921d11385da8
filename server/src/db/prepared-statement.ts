import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import type { Db } from './types';

const dialect = new PgDialect();

/**
 * Runs `statement` (its text the same on every call, values only as parameters) so that its
 * plan is reused, and answers what `db.execute` would. postgres.js already prepares every
 * statement once per connection; PGlite parses and plans every query anew, which for a large
 * CTE costs more than running it, so there it is PREPAREd once per database (named by `name`
 * and a hash of its text) and then EXECUTEd with its values as literals, EXECUTE taking no
 * protocol parameters.
 */
export async function executePrepared(db: Db, name: string, statement: SQL): Promise<unknown> {
  if (!(db instanceof PgliteDatabase) && !(db instanceof PgliteTransaction)) {
    return db.execute(statement);
  }
  const query = dialect.sqlToQuery(statement);
  const hash = createHash('sha1').update(query.sql).digest('hex').slice(0, 12);
  const prepared = `${name}_${hash}`;
  // A prepared statement lives as long as the PGlite session, outside any transaction.
  const found = await db.execute(
    sql`select 1 from pg_prepared_statements where name = ${prepared}`,
  );
  if ((found as unknown as { rows: unknown[] }).rows.length === 0) {
    await db.execute(sql.raw(`prepare ${prepared} as ${query.sql}`));
  }
  const values = query.params.map(literal).join(', ');
  return db.execute(sql.raw(`execute ${prepared}(${values})`));
}

/** A parameter as an SQL literal of unknown type (standard_conforming_strings is on). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return `'${String(value).replaceAll("'", "''")}'`;
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  throw new Error(`executePrepared: a ${typeof value} parameter has no literal here`);
}
