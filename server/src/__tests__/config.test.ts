import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AVATAR_MAX_BYTES } from 'shared-api/contract';
import { ConfigError, DEFAULT_DATA_DIR, loadConfig } from '../config';

/** A throw-away FILES_DIR, so that no test writes a key into the repository's .data. */
const filesDir = () => mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
const KEY = 'ab'.repeat(32);

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({ FILES_DIR: filesDir() });
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
      TWO_FA_KEY: KEY,
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
    expect(loadConfig({ DATA_DIR: '/tmp/x', TWO_FA_KEY: KEY }).database).toEqual({
      kind: 'pglite',
      dataDir: '/tmp/x',
    });
  });

  it('refuses inconsistent or invalid settings with a clear error', () => {
    expect(() => loadConfig({ CAPTCHA_ENABLED: '1', TWO_FA_KEY: KEY })).toThrow(
      'CAPTCHA_ENABLED=1 needs CAPTCHA_SECRET',
    );
    expect(() => loadConfig({ TEST_MODE: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'abc', PUBLIC_URL: 'nope' })).toThrow(
      /API_PORT[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*API_PORT/,
    );
    expect(() => loadConfig({ CAPTCHA_ENABLED: 'maybe' })).toThrow(/CAPTCHA_ENABLED/);
  });

  it('generates the 2FA key once into FILES_DIR, or takes TWO_FA_KEY', () => {
    const dir = filesDir();
    const first = loadConfig({ FILES_DIR: dir });
    expect(first.twoFactorKey).toHaveLength(32);
    const file = path.join(dir, 'two-fa.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first.twoFactorKey.toString('hex'));
    expect(loadConfig({ FILES_DIR: dir }).twoFactorKey).toEqual(first.twoFactorKey);
    expect(loadConfig({ TWO_FA_KEY: KEY }).twoFactorKey).toEqual(Buffer.from(KEY, 'hex'));
    expect(() => loadConfig({ TWO_FA_KEY: 'short' })).toThrow(/TWO_FA_KEY/);
  });

  it('stores uploads locally by default, in S3 when its settings are given', () => {
    const dir = filesDir();
    const local = loadConfig({ FILES_DIR: dir });
    expect(local.storage).toEqual({ kind: 'local', dir: path.join(dir, 'uploads') });
    expect(local.avatarMaxBytes).toBe(AVATAR_MAX_BYTES);
    expect(loadConfig({ FILES_DIR: dir, AVATAR_MAX_BYTES: '500000' }).avatarMaxBytes).toBe(500000);
    // The web fronts take 6 MB bodies: an avatar limit above the attachment's 5 MB is refused.
    expect(() => loadConfig({ FILES_DIR: dir, AVATAR_MAX_BYTES: '8000000' })).toThrow(
      /AVATAR_MAX_BYTES/,
    );
    const s3 = {
      TWO_FA_KEY: KEY,
      S3_ENDPOINT: 'https://s3.example.com/',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.com',
      bucket: 'media',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      publicUrl: 'https://s3.example.com/media',
    });
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(/S3_ENDPOINT, S3_BUCKET/);
  });
});
