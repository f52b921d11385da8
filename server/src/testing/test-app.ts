import { buildApp, type BuildAppOptions } from '../app';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import { FixedClock } from '../clock';
import type { AppConfig } from '../config';
import type { OpenDb } from '../db/open-db';
import type { Db } from '../db/types';
import type { ZodApp } from '../http/zod-app';
import type { Mailer } from '../mail/mailer';
import { OutboxMailer } from '../mail/outbox-mailer';
import { seedCatalogue } from '../seed/catalogue';
import { testConfig } from './test-config';
import { openTestDb } from './test-db';

export type TestApp = {
  app: ZodApp;
  db: Db;
  clock: FixedClock;
  config: AppConfig;
  /** Another app on the same database and clock (other config, captcha or modules). */
  variant(options?: TestAppOptions): Promise<ZodApp>;
  close(): Promise<void>;
};

export type TestAppOptions = BuildAppOptions & {
  config?: Partial<AppConfig>;
  captcha?: CaptchaVerifier;
  /** Another mailer than the outbox (an SMTP one, say). */
  mailer?: Mailer;
};

/**
 * The app on a fresh database (see openTestDb) with a FixedClock and (unless told) the outbox mailer.
 * Build it once per test file (`beforeAll`) and close it in `afterAll`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database: OpenDb = await openTestDb();
  const clock = new FixedClock();
  const variants: ZodApp[] = [];
  const build = (opts: TestAppOptions) => {
    const config = testConfig(opts.config);
    return buildApp(
      {
        db: database.db,
        clock,
        testClock: clock,
        config,
        mailer: opts.mailer ?? new OutboxMailer(database.db, clock),
        ...(opts.captcha ? { captcha: opts.captcha } : {}),
      },
      opts,
    );
  };
  // The catalogue of business rules, as on a real first start (tests may add their own).
  await seedCatalogue(database.db, clock);
  const app = await build(options);
  return {
    app,
    db: database.db,
    clock,
    config: testConfig(options.config),
    async variant(opts = {}) {
      const built = await build(opts);
      variants.push(built);
      return built;
    },
    async close() {
      for (const v of variants) await v.close();
      await app.close();
      await database.close();
    },
  };
}
