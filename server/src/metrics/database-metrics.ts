import { sql } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';
import type { Db } from '../db/types';
import { queryRows } from '../modules/ledger/sql-rows';
import { metricsRegistry } from './registry';

const connections = new Gauge({
  name: 'database_connections',
  help: 'Connections to the database (every instance of the API), by state (pg_stat_activity)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});

const pingSeconds = new Gauge({
  name: 'database_ping_seconds',
  help: 'Round trip of `select 1` at the last scrape (queueing in the pool included)',
  registers: [metricsRegistry],
});

const mailQueueMails = new Gauge({
  name: 'mail_queue_mails',
  help: 'Mails waiting for SMTP in the mail queue (every instance), with those tried and failed',
  registers: [metricsRegistry],
});

const mailQueueOldest = new Gauge({
  name: 'mail_queue_oldest_seconds',
  help: 'Age of the oldest mail waiting for SMTP (0 when none): a mail server down shows here',
  registers: [metricsRegistry],
});

const moneyVolume = new Counter({
  name: 'money_volume_total',
  help: 'Money booked in the ledger since this instance started, in currency units, by kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

const moneyTransactions = new Counter({
  name: 'money_transactions_total',
  help: 'Ledger transactions booked since this instance started, by kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

/**
 * Refreshes the database gauges and counters at scrape time, so that no money path (a single
 * post, a set-based job) has to remember to count. The ledger is read incrementally: only the
 * transactions above the id seen at the previous scrape (an index range on the primary key).
 */
export class DatabaseMetrics {
  /** Highest ledger transaction id already counted; null until the first scrape. */
  private seenId: number | null = null;

  constructor(private readonly db: Db) {}

  async collect(): Promise<void> {
    const started = performance.now();
    await this.db.execute(sql`select 1`);
    pingSeconds.set((performance.now() - started) / 1000);

    const states = await queryRows<{ state: string; n: number }>(
      this.db,
      sql`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity
          where datname = current_database() group by 1`,
    );
    connections.reset();
    for (const { state, n } of states) connections.set({ state }, n);

    const [mails] = await queryRows<{ n: number; oldest: number }>(
      this.db,
      sql`select count(*)::int as n,
                 coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
          from mail_queue`,
    );
    mailQueueMails.set(mails?.n ?? 0);
    mailQueueOldest.set(Math.max(0, mails?.oldest ?? 0));

    await this.collectMoney();
  }

  private async collectMoney(): Promise<void> {
    const [top] = await queryRows<{ id: number }>(
      this.db,
      sql`select coalesce(max(id), 0)::int as id from ledger_transactions`,
    );
    const topId = top?.id ?? 0;
    if (this.seenId === null || topId <= this.seenId) {
      this.seenId ??= topId;
      return;
    }
    const rows = await queryRows<{ kind: string; n: number; micro: string }>(
      this.db,
      sql`select t.kind, count(distinct t.id)::int as n,
                 coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as micro
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.id > ${this.seenId} and t.id <= ${topId}
          group by t.kind`,
    );
    for (const { kind, n, micro } of rows) {
      moneyTransactions.inc({ kind }, n);
      moneyVolume.inc({ kind }, Number(BigInt(micro.split('.')[0] ?? '0')) / 1e6);
    }
    this.seenId = topId;
  }
}
