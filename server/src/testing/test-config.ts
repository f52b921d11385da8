import { DEFAULT_AUTH_POLICY, type AppConfig } from '../config';
import { FAST_SCRYPT } from '../security/passwords';

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
    auth: DEFAULT_AUTH_POLICY,
    passwordHashing: FAST_SCRYPT,
    rateLimitPerMinute: 0,
    trustProxy: false,
    ...overrides,
  };
}
