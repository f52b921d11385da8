import { and, asc, eq, lte } from 'drizzle-orm';
import { MINUTE } from '../../clock';
import { packages, partnerPackages } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Job } from '../../jobs/job';
import { readFinanceSettings } from '../settings/finance-settings';
import { accrualIntervalMs } from './accrual-schedule';
import { bookAccruals, type AccruingPackage } from './book-accruals';

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
  const intervalMs = accrualIntervalMs(await readFinanceSettings(db));
  let booked = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await claimDuePackages(tx, now, batchSize);
      return { claimed: due.length, booked: await bookAccruals(tx, due, now, intervalMs) };
    });
    booked += batch.booked;
    // A claimed package leaves the due set (next accrual after `now`, or finished): a short
    // batch means nothing is left but rows another run holds, which that run books.
    if (batch.claimed < batchSize) return booked;
  }
}

async function claimDuePackages(tx: Db, now: Date, limit: number): Promise<AccruingPackage[]> {
  return tx
    .select({
      id: partnerPackages.id,
      partnerId: partnerPackages.partnerId,
      packageName: packages.name,
      activatedAt: partnerPackages.activatedAt,
      accrualsDone: partnerPackages.accrualsDone,
      accrualsTotal: partnerPackages.accrualsTotal,
      dailyAmount: partnerPackages.dailyAmount,
    })
    .from(partnerPackages)
    .innerJoin(packages, eq(packages.id, partnerPackages.packageId))
    .where(and(eq(partnerPackages.status, 'active'), lte(partnerPackages.nextAccrualAt, now)))
    .orderBy(asc(partnerPackages.nextAccrualAt), asc(partnerPackages.id))
    .limit(limit)
    .for('update', { of: partnerPackages, skipLocked: true });
}
