import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';

/**
 * The rows of a raw SQL statement: postgres.js answers an array, PGlite an object with `rows`.
 * Cast money to text and counts to int in the SQL, so both drivers return the same JS types.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
