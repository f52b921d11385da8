import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

/**
 * Draws the next id of a table's identity column before the row is inserted, so that the ledger
 * transaction booked first can name it in its details (the row then refers to the transaction).
 * Insert the row with `.overridingSystemValue()` and this id.
 */
export async function nextIdOf(tx: Db, table: 'transfers' | 'withdrawals'): Promise<number> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`,
  );
  // postgres.js answers an array of rows, PGlite an object with `rows`.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: number;
  }[];
  const id = rows[0]?.id;
  if (typeof id !== 'number') throw new Error(`no next id for ${table}`);
  return id;
}
