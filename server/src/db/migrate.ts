import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Db } from './types';
import { ADVISORY_LOCKS } from './advisory-locks';

/** server/drizzle, found from src/db (tsx) and from dist (the production bundle) alike. */
export const MIGRATIONS_FOLDER =
  [
    path.resolve(import.meta.dirname, '../../drizzle'),
    path.resolve(import.meta.dirname, '../drizzle'),
  ].find((dir) => existsSync(dir)) ?? path.resolve(import.meta.dirname, '../../drizzle');

/** Bookkeeping of applied migrations (not part of the app schema, so drizzle-kit ignores it). */
const appliedMigrations = pgTable('__migrations', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull().unique(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

/**
 * Applies the committed drizzle-kit SQL migrations that are not applied yet, in one transaction
 * under an advisory lock (several instances may start at once). Applied migrations are recorded
 * in `__migrations` of the current schema. drizzle-kit qualifies foreign keys with "public";
 * that qualifier is dropped so the tables land in the connection's `search_path` schema
 * (public in production, a throw-away schema per test file in the PostgreSQL test run).
 */
export async function migrate(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.migrations})`);
    await tx.execute(sql`
      create table if not exists __migrations (
        id serial primary key,
        hash text not null unique,
        created_at bigint not null
      )`);
    const applied = await tx.select({ hash: appliedMigrations.hash }).from(appliedMigrations);
    const done = new Set(applied.map((r) => r.hash));
    let count = 0;
    for (const migration of migrations) {
      if (done.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        const text = statement.replaceAll('"public".', '').trim();
        if (text) await tx.execute(sql.raw(text));
      }
      await tx
        .insert(appliedMigrations)
        .values({ hash: migration.hash, createdAt: migration.folderMillis });
      count += 1;
    }
    return count;
  });
}

/** Committed migrations not applied yet (0 = the schema is current); readiness reads it. */
export async function pendingMigrations(
  db: Db,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const applied = await db.select({ hash: appliedMigrations.hash }).from(appliedMigrations);
  const done = new Set(applied.map((r) => r.hash));
  return migrations.filter((m) => !done.has(m.hash)).length;
}
