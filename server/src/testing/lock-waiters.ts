import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { queryRows } from '../modules/ledger/sql-rows';

/**
 * Resolves once some session waits for the single-key advisory lock `key` (PostgreSQL only): the
 * barrier a race test opens after starting a request that must be past its earlier reads and
 * queued behind a transaction the test holds, instead of sleeping and hoping it got there.
 */
export async function untilWaitingForAdvisoryLock(db: Db, key: number): Promise<void> {
  // A single bigint key is kept as classid (high half), objid (low half), objsubid 1.
  for (let round = 0; round < 1000; round += 1) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and not granted
            and classid = ${Math.floor(key / 2 ** 32)} and objid = ${key % 2 ** 32}
            and objsubid = 1`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`nobody waited for advisory lock ${key}`);
}

/**
 * Resolves once at least `count` sessions of this database wait for a lock of any kind (a row
 * held FOR UPDATE, a transaction id): the barrier of a race whose requests queue behind a row.
 */
export async function untilWaitingForLocks(db: Db, count: number): Promise<void> {
  for (let round = 0; round < 1000; round += 1) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`fewer than ${count} sessions waited for a lock`);
}
