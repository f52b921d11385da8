import os from 'node:os';
import path from 'node:path';
import { AVATAR_MAX_BYTES } from 'shared-api/contract';
import { DEFAULT_AUTH_POLICY, DEFAULT_TWO_FACTOR_POLICY, type AppConfig } from '../config';
import { FAST_SCRYPT } from '../security/passwords';

/** A fixed key: tests may decrypt what they stored. */
export const TEST_TWO_FACTOR_KEY = Buffer.alloc(32, 7);

/** The config of tests: no captcha, outbox mail, no coarse rate limit, test mode off. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    testMode: false,
    publicUrl: 'http://localhost:8080',
    version: '0.0.0-test',
    maintenance: false,
    captcha: { enabled: false, secret: null, verifyUrl: 'http://captcha.invalid/siteverify' },
    mail: { smtpUrl: null, from: 'test@localhost' },
    // Sign-in delays of a suspicious account (captcha off) in milliseconds, not seconds; no
    // answer floor (answer-floor.test.ts sets one).
    auth: {
      ...DEFAULT_AUTH_POLICY,
      loginDelayBaseMs: 1,
      loginDelayMaxMs: 4,
      enumerationFloorMs: 0,
    },
    passwordHashing: FAST_SCRYPT,
    rateLimitPerMinute: 0,
    metricsToken: null,
    trustProxy: false,
    twoFactor: DEFAULT_TWO_FACTOR_POLICY,
    twoFactorKey: TEST_TWO_FACTOR_KEY,
    avatarMaxBytes: AVATAR_MAX_BYTES,
    // One folder per worker process; test files use random keys, so they never collide.
    storage: { kind: 'local', dir: path.join(os.tmpdir(), `server-test-uploads-${process.pid}`) },
    ...overrides,
  };
}
