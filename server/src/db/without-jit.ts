import { sql } from 'drizzle-orm';
import type { Db } from './types';

/**
 * Runs `read` in a transaction with JIT off (`set local jit = off`, as the placement and the close
 * turn it off for theirs). For a short read whose plan the planner can over-estimate (a recursive
 * walk on tables not yet analysed): past `jit_above_cost` PostgreSQL compiles the statement for
 * far longer than it runs. The setting must be in force before the statement is planned, so it
 * cannot ride in the statement itself; it is sent before `read`'s first statement without waiting
 * for its answer (postgres.js pipelines both on the transaction's connection; PGlite runs them in
 * order), so it costs BEGIN and COMMIT only. PGlite knows the setting too (it has no JIT).
 */
export function withoutJit<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // `.then` starts the SET now, before `read` starts its first statement (the same path on
    // both drivers, in order); their answers are awaited together.
    const jitOff = tx.execute(sql`set local jit = off`).then(() => undefined);
    const [, result] = await Promise.all([jitOff, read(tx)]);
    return result;
  });
}
