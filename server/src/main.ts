import { buildApp } from './app';
import { OffsetClock, systemClock, type Clock, type MovableClock } from './clock';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { startJobRunner } from './jobs/job-runner';
import { createMailer } from './mail/create-mailer';
import { seedCatalogue } from './seed/catalogue';
import { seedDemo } from './seed/demo';

/**
 * Reads the config, opens and migrates the database, seeds the catalogue (first start) and the
 * demo if asked, listens, and runs the background jobs until shut down.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.seedDemo && config.nodeEnv === 'production') {
    throw new Error('SEED_DEMO=1 is refused when NODE_ENV=production (demo passwords are public)');
  }
  // TEST_MODE: business time is system time plus an offset that /api/test/clock moves.
  const testClock: MovableClock | undefined = config.testMode ? new OffsetClock() : undefined;
  const clock: Clock = testClock ?? systemClock;
  const database = await openDb(config.database);
  const applied = await migrate(database.db);
  if (applied) console.log(`Applied ${applied} migration(s)`);
  const catalogue = await seedCatalogue(database.db, clock);
  if (catalogue) console.log(`Catalogue seeded: ${catalogue} package(s)`);
  if (config.seedDemo) {
    const { created } = await seedDemo({ db: database.db, clock, nodeEnv: config.nodeEnv });
    console.log(
      created.length ? `Demo seeded: ${created.join(', ')}` : 'Demo data already present',
    );
  }

  const app = await buildApp(
    {
      db: database.db,
      clock,
      ...(testClock ? { testClock } : {}),
      config,
      mailer: createMailer(
        config,
        database.db,
        clock,
        config.nodeEnv === 'production' ? undefined : (line) => console.log(line),
      ),
    },
    { logger: { level: config.logLevel } },
  );
  let jobs: ReturnType<typeof startJobRunner> | null = null;
  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await jobs?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  jobs = startJobRunner({ db: database.db, clock, config }, app.log);
  const where =
    config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(
    `API on http://${config.host}:${config.port}/api (docs: /api/docs), database: ${where}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
