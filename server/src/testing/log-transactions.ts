import { and, eq, ne, sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types';

/** The log tables whose rows the triggers below name. */
type LogTable = 'admin_logs' | 'client_logs';

/** Every row written in the test's schema, with its database transaction (triggers below). */
const walkWrites = pgTable('walk_writes', {
  tbl: text('tbl').notNull(),
  xid: bigint('xid', { mode: 'number' }).notNull(),
  rowId: integer('row_id'),
});

/**
 * Installs row triggers on every table of the test's own schema that note each write's
 * transaction (txid_current), and for a log row its id: a test can then check that a log row was
 * written by the transaction of the change it records, so that a failure rolls back both.
 */
export async function recordWritesWithTheirTransaction(db: Db): Promise<void> {
  await db.execute(
    sql`create table walk_writes (tbl text not null, xid bigint not null, row_id int)`,
  );
  await db.execute(sql`create function walk_mark() returns trigger language plpgsql as $$
    begin insert into walk_writes values (tg_table_name, txid_current(), null); return null; end $$`);
  await db.execute(sql`create function walk_mark_log() returns trigger language plpgsql as $$
    begin insert into walk_writes values (tg_table_name, txid_current(), new.id); return null; end $$`);
  await db.execute(sql`do $$
    declare r record;
    begin
      for r in select tablename from pg_tables
               where schemaname = current_schema() and tablename <> 'walk_writes' loop
        execute format('create trigger walk_mark after insert or update or delete on %I
                        for each row execute function %I()', r.tablename,
                        case when r.tablename in ('admin_logs', 'client_logs')
                             then 'walk_mark_log' else 'walk_mark' end);
      end loop;
    end $$`);
}

/** The other tables the transaction that wrote log row `logId` of `table` also wrote. */
export async function tablesWrittenWith(db: Db, table: LogTable, logId: number): Promise<string[]> {
  const [mark] = await db
    .select({ xid: walkWrites.xid })
    .from(walkWrites)
    .where(and(eq(walkWrites.tbl, table), eq(walkWrites.rowId, logId)));
  if (!mark) return [];
  const rows = await db
    .selectDistinct({ tbl: walkWrites.tbl })
    .from(walkWrites)
    .where(and(eq(walkWrites.xid, mark.xid), ne(walkWrites.tbl, table)));
  return rows.map((r) => r.tbl).sort();
}
