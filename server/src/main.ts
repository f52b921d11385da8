import { buildApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { createMailer } from './mail/create-mailer';
import { seedDemo } from './seed/demo';

/** Reads the config, opens and migrates the database, seeds the demo if asked, listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.seedDemo && config.nodeEnv === 'production') {
    throw new Error('SEED_DEMO=1 is refused when NODE_ENV=production (demo passwords are public)');
  }
  const database = await openDb(config.database);
  const applied = await migrate(database.db);
  if (applied) console.log(`Applied ${applied} migration(s)`);
  if (config.seedDemo) {
    const { created } = await seedDemo({
      db: database.db,
      clock: systemClock,
      nodeEnv: config.nodeEnv,
    });
    console.log(
      created.length ? `Demo seeded: ${created.join(', ')}` : 'Demo data already present',
    );
  }

  const app = await buildApp(
    {
      db: database.db,
      clock: systemClock,
      config,
      mailer: createMailer(
        config,
        database.db,
        systemClock,
        config.nodeEnv === 'production' ? undefined : (line) => console.log(line),
      ),
    },
    { logger: { level: config.logLevel } },
  );
  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
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
