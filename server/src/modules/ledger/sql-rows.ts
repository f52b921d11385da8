import type { SQL } from 'drizzle-orm';
import { executePrepared } from '../../db/prepared-statement';
import type { Db } from '../../db/types';

/**
 * The rows of a raw SQL statement: postgres.js answers an array, PGlite an object with `rows`.
 * Cast money to text and counts to int in the SQL, so both drivers return the same JS types.
 * `preparedAs` names a hot statement whose text never changes: its plan is then reused
 * (executePrepared).
 */
export async function queryRows<T>(db: Db, query: SQL, preparedAs?: string): Promise<T[]> {
  const result: unknown = preparedAs
    ? await executePrepared(db, preparedAs, query)
    : await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
