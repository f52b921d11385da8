import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { DEMO_ADMINS, DEMO_PARTNERS } from '../seed/demo-accounts';
import { seedDemo, SeedRefusedError } from '../seed/demo';

/** `pnpm --filter server seed`: migrates, then seeds the demo data set (refused in production). */
async function run(): Promise<void> {
  const config = loadConfig();
  if (config.nodeEnv === 'production')
    throw new SeedRefusedError('Refusing to seed the demo when NODE_ENV=production');
  const database = await openDb(config.database);
  try {
    await migrate(database.db);
    const { created } = await seedDemo({
      db: database.db,
      clock: systemClock,
      nodeEnv: config.nodeEnv,
    });
    console.log(created.length ? `Created: ${created.join(', ')}` : 'Demo data already present');
    for (const a of DEMO_ADMINS) console.log(`  admin   ${a.login} / ${a.password}`);
    for (const p of DEMO_PARTNERS)
      console.log(`  partner ${p.login} / ${p.password} (code ${p.partnerCode})`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
