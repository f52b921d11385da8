import { sql, type SQL } from 'drizzle-orm';
import { MINUTE } from '../../clock';
import type { Db } from '../../db/types';
import type { Job } from '../../jobs/job';
import { readFinanceSettings, shareFinanceSettings } from '../settings/finance-settings';
import { accrualIntervalMs } from './accrual-schedule';
import { ACCRUING_COLUMNS, bookAccrualsOf } from './book-accruals';

/** Packages per database transaction: big enough for set-based SQL, small enough to commit often. */
export const ACCRUAL_BATCH_SIZE = 5_000;

/**
 * business rules (Packages): every minute, books every due accrual, catching up after downtime.
 * Each batch claims due packages with FOR UPDATE SKIP LOCKED and commits on its own, so two
 * instances (or a run started by the test clock) share the work; the natural key
 * `accrual:<package>:<k>` is the last guard against a double payment.
 */
export const accrualJob: Job = {
  name: 'accruals',
  everyMs: MINUTE,
  run: (deps) => runAccruals(deps.db, deps.clock.now()),
};

/** Books everything due at `now`, batch after batch; returns how many accruals were booked. */
export async function runAccruals(
  db: Db,
  now: Date,
  batchSize = ACCRUAL_BATCH_SIZE,
): Promise<number> {
  let booked = 0;
  for (;;) {
    // The interval is read in the batch, under the finance key's shared lock: a save changing it
    // reschedules the packages, and a batch claiming a rescheduled package by the interval read
    // before that save (or a save rescheduling by a batch's claim) would book accruals not due.
    const batch = await db.transaction(async (tx) => {
      await shareFinanceSettings(tx);
      const intervalMs = accrualIntervalMs(await readFinanceSettings(tx));
      return bookAccrualsOf(tx, duePackages(now, batchSize), now, intervalMs);
    });
    booked += batch.booked;
    // A claimed package leaves the due set (next accrual after `now`, or finished): a short
    // batch means nothing is left but rows another run holds, which that run books.
    if (batch.packages < batchSize) return booked;
  }
}

/**
 * The oldest due packages, claimed: locked, skipping those another run holds. Ordered by the due
 * index's key alone, so that a batch reads its rows from that index instead of sorting every due
 * package (ties go in index order).
 */
function duePackages(now: Date, limit: number): SQL {
  return sql`select ${ACCRUING_COLUMNS}
    from partner_packages
    where status = 'active' and next_accrual_at <= ${now.toISOString()}::timestamptz
    order by next_accrual_at
    limit ${limit}::int
    for update skip locked`;
}
