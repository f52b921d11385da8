import { sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/types';
import { queryRows } from '../modules/ledger/sql-rows';
import type { Job, JobDeps } from './job';

/** `skip`: give up when another instance runs the job (the interval); `wait`: queue behind it. */
export type LockMode = 'skip' | 'wait';

/**
 * Runs `job` once under its advisory lock; null when skipped because another run holds it.
 * The lock is transaction-scoped (released by any ending, even a crashed connection): the
 * transaction holding it stays open while the job runs, and the job commits its own batches on
 * other pool connections. PGlite has a single connection and a single process (nobody else can
 * hold the lock), so there the job runs inside that transaction, its batches as savepoints.
 */
export async function runJob(deps: JobDeps, job: Job, mode: LockMode): Promise<number | null> {
  const deferred: ((deps: JobDeps) => Promise<void>)[] = [];
  const inside = deps.db instanceof PgliteDatabase;
  try {
    const handled = await deps.db.transaction(async (tx) => {
      if (!(await takeJobLock(tx, job.name, mode))) return null;
      const db = inside ? tx : deps.db;
      return job.run({ ...deps, db, afterCommit: (work) => void deferred.push(work) });
    });
    for (const work of deferred) await work(deps);
    return handled;
  } catch (error) {
    // On PostgreSQL the batches before the failure committed: their follow-up work is due.
    // On PGlite the failure rolled them back with the lock's transaction.
    if (!inside) for (const work of deferred) await work(deps);
    throw error;
  }
}

async function takeJobLock(tx: Db, name: string, mode: LockMode): Promise<boolean> {
  if (mode === 'wait') {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.jobs}, hashtext(${name}))`);
    return true;
  }
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.jobs}, hashtext(${name})) as locked`,
  );
  return row?.locked === true;
}
