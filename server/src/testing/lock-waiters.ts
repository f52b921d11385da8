import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { queryRows } from '../modules/ledger/sql-rows';

/**
 * This test file's sessions: test-db.ts names them after the file's schema. Other files run in
 * the same database at once (jest workers, another run), and their waits must not open a barrier.
 */
const OWN_SESSIONS = sql.raw(`a.application_name = current_setting('application_name')`);

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
      sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and not l.granted
            and l.classid = ${Math.floor(key / 2 ** 32)} and l.objid = ${key % 2 ** 32}
            and l.objsubid = 1 and ${OWN_SESSIONS}`,
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
      sql`select count(*)::int as n from pg_stat_activity a
          where a.datname = current_database() and a.wait_event_type = 'Lock' and ${OWN_SESSIONS}`,
    );
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`fewer than ${count} sessions waited for a lock`);
}
