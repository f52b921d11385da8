import { sql } from 'drizzle-orm';
import { DAY, HOUR } from '../clock';
import type { Job } from '../jobs/job';
import { queryRows } from '../modules/ledger/sql-rows';

/**
 * Every hour: drops the counted attempts (login_attempts) older than any limit reads, a day at
 * least. A limit drops its own key's old rows when that key is counted again, but a key never
 * seen again (an unknown login, a sprayed address, a mail cap's partner) kept its rows for good:
 * a spray of made-up logins grew the table without bound.
 */
export const pruneAttemptsJob: Job = {
  name: 'prune-attempts',
  everyMs: HOUR,
  async run({ db, clock, config }) {
    const keepMs = Math.max(DAY, config.auth.loginWindowMs, config.twoFactor.lockMs);
    const before = new Date(clock.now().getTime() - keepMs).toISOString();
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`with pruned as (delete from login_attempts where at < ${before}::timestamptz returning 1)
          select count(*)::int as n from pruned`,
    );
    return row?.n ?? 0;
  },
};
