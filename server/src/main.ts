import { buildApp } from './app';
import { OffsetClock, systemClock, type Clock, type MovableClock } from './clock';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { startJobRunner } from './jobs/job-runner';
import { createMailer } from './mail/create-mailer';
import { HEALTH_MODULES } from './modules';
import { seedCatalogue } from './seed/catalogue';
import { seedDemo } from './seed/demo';

/** Longest wait for requests and the running job on SIGTERM before exiting anyway (code 1). */
const SHUTDOWN_TIMEOUT_MS = 60_000;

/**
 * Reads the config, opens and migrates the database, seeds the catalogue (first start) and the
 * demo if asked, listens, and runs the background jobs until shut down. JOBS=off serves the API
 * without jobs, JOBS=only runs the jobs with the health and metrics routes only.
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

  const mailer = createMailer(config, database.db, clock, {
    ...(config.nodeEnv === 'production' ? {} : { announce: (line: string) => console.log(line) }),
    // Called only once the app below serves requests or runs jobs.
    report: (err, mail, outcome) => {
      if (!mail) app.log.error({ err }, 'the mail queue failed');
      else if (outcome === 'dropped') app.log.error({ err, to: mail.to }, 'gave up a mail');
      else app.log.warn({ err, to: mail.to }, 'could not send a mail yet, will try again');
    },
  });
  const app = await buildApp(
    {
      db: database.db,
      clock,
      ...(testClock ? { testClock } : {}),
      config,
      mailer,
    },
    {
      logger: { level: config.logLevel },
      ...(config.jobs === 'only' ? { modules: HEALTH_MODULES } : {}),
    },
  );
  let jobs: ReturnType<typeof startJobRunner> | null = null;
  // Stop accepting (new requests get 503 while closing), let the requests under way, the running
  // job and the mails under way finish, then close the pool: a deploy's SIGTERM loses no work.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      // Mails under way stay in the queue: the next start sends them once their claim lapses.
      app.log.error({ mailsUnderWay: mailer.unsent() }, 'shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await Promise.all([app.close(), jobs?.stop()]);
    // After the requests and the job that may hand it mails; before the pool its outbox needs.
    await mailer.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.jobs !== 'off') {
    jobs = startJobRunner({ db: database.db, clock, config, mailer }, app.log);
  }
  const where =
    config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  const serves = config.jobs === 'only' ? 'Jobs (health routes only)' : 'API';
  console.log(
    `${serves} on http://${config.host}:${config.port}/api (docs: /api/docs), database: ${where}, jobs: ${config.jobs}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
