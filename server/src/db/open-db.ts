import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';
import type { Db } from './types';

export type DbTarget =
  /** Embedded PGlite; `dataDir` null = in memory. `loadDataDir` starts from a dump (tests). */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  /** PostgreSQL through postgres.js; `searchPath` picks a schema (tests use one per file). */
  | { kind: 'postgres'; url: string; searchPath?: string; maxConnections?: number };

export type OpenDb = {
  db: Db;
  kind: DbTarget['kind'];
  close(): Promise<void>;
};

export async function openDb(target: DbTarget): Promise<OpenDb> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = new PGlite({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    await client.waitReady;
    const db: Db = drizzlePglite({ client, schema });
    return { db, kind: 'pglite', close: () => client.close() };
  }
  const client = postgres(target.url, {
    max: target.maxConnections ?? 10,
    onnotice: () => undefined,
    // A test's sessions carry its schema as their name too: lock-waiters.ts counts only its own
    // among the other test files' sessions in the one database.
    ...(target.searchPath
      ? { connection: { search_path: target.searchPath, application_name: target.searchPath } }
      : {}),
  });
  const db: Db = drizzlePostgres({ client, schema });
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}
