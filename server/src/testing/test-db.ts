import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { migrate } from '../db/migrate';
import { openDb, type OpenDb } from '../db/open-db';
import { loadPgliteTemplate } from './pglite-template';

/**
 * A fresh, migrated database for one test file:
 * - by default an in-memory PGlite loaded from the migrated template;
 * - with TEST_DATABASE_URL, a throw-away schema `t_<random>` of that PostgreSQL database
 *   (dropped on close), so test files running in parallel never see each other's rows.
 */
export async function openTestDb(): Promise<OpenDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const opened = await openDb({
      kind: 'pglite',
      dataDir: null,
      loadDataDir: await loadPgliteTemplate(),
    });
    await migrate(opened.db);
    return opened;
  }
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create schema "${schemaName}"`);
  const opened = await openDb({ kind: 'postgres', url, searchPath: schemaName, maxConnections: 4 });
  await migrate(opened.db);
  return {
    ...opened,
    async close() {
      await opened.close();
      await admin.unsafe(`drop schema "${schemaName}" cascade`);
      await admin.end({ timeout: 5 });
    },
  };
}
