import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The one database type used everywhere: PGlite and postgres.js databases both are one, and so
 * is a transaction (`db.transaction(async (tx) => ...)` hands out a `Db` too).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
