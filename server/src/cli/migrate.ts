import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';

/** `pnpm --filter server migrate`: applies pending migrations and exits. */
async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDb(config.database);
  try {
    const applied = await migrate(database.db);
    console.log(applied ? `Applied ${applied} migration(s)` : 'Database is up to date');
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
