import { ConfigError, DEFAULT_DATA_DIR, loadConfig } from '../config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      testMode: false,
      publicUrl: 'http://localhost:8080',
      captcha: { enabled: false, secret: null },
      mail: { smtpUrl: null },
      host: '127.0.0.1',
      port: 8787,
      database: { kind: 'pglite', dataDir: DEFAULT_DATA_DIR },
      seedDemo: false,
    });
    expect(DEFAULT_DATA_DIR).toMatch(/\/\.data\/pglite$/);
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      CAPTCHA_ENABLED: '1',
      CAPTCHA_SECRET: 'shh',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://partners.example.com/',
      API_PORT: '9000',
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      database: { kind: 'postgres', url: 'postgres://u@db:5432/app' },
      captcha: { enabled: true, secret: 'shh' },
      mail: { smtpUrl: 'smtp://mail:25' },
      publicUrl: 'https://partners.example.com',
      port: 9000,
      seedDemo: true,
      nodeEnv: 'production',
    });
  });

  it('uses DATA_DIR for PGlite', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/tmp/x',
    });
  });

  it('refuses inconsistent or invalid settings with a clear error', () => {
    expect(() => loadConfig({ CAPTCHA_ENABLED: '1' })).toThrow(
      'CAPTCHA_ENABLED=1 needs CAPTCHA_SECRET',
    );
    expect(() => loadConfig({ TEST_MODE: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'abc', PUBLIC_URL: 'nope' })).toThrow(
      /API_PORT[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*API_PORT/,
    );
    expect(() => loadConfig({ CAPTCHA_ENABLED: 'maybe' })).toThrow(/CAPTCHA_ENABLED/);
  });
});
