import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, SUPPORT_ATTACHMENT_MAX_BYTES } from 'shared-api/contract';
import { DAY, HOUR, MINUTE } from './clock';
import type { DbTarget } from './db/open-db';
import { DEFAULT_SCRYPT, type ScryptParams } from './security/passwords';
import { loadOrCreateKeyFile, parseKey } from './security/secret-key';
import type { StorageConfig } from './storage/storage-config';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');
/**
 * Files of the app beside the database: `uploads/` (local avatar storage) and `two-fa.key`.
 * Not inside DATA_DIR: that folder is PGlite's PostgreSQL cluster, which owns its content.
 */
export const DEFAULT_FILES_DIR = path.join(REPO_ROOT, '.data', 'files');

/**
 * Security numbers of business-rules.md. They are defaults: the settings issue moves them into
 * the admin-editable settings table, so business code only ever reads them from the config.
 */
export type AuthPolicy = {
  /** Hard limit per IP: more failures in the window are refused with 429. */
  loginMaxFailures: number;
  loginWindowMs: number;
  /**
   * Per account there is no lock (anyone could lock the owner out): from this many failures in
   * the window, a sign-in on the account needs a passed captcha, or waits a growing delay when
   * the captcha is off (`loginDelayBaseMs` doubled per failure, at most `loginDelayMaxMs`).
   */
  loginChallengeAfterFailures: number;
  loginDelayBaseMs: number;
  loginDelayMaxMs: number;
  /** Signups answered "login taken" per IP in the window before 429 (no login enumeration). */
  registerMaxConflicts: number;
  adminTokenTtlMs: number;
  clientTokenTtlMs: number;
  loginAsTokenTtlMs: number;
  passwordLinkTtlMs: number;
  /**
   * Least time forgot-password and signup take to answer, and a sign-in to refuse
   * (http/answer-floor.ts), so that the extra work for an address or login that has an account
   * does not show in the timing.
   */
  enumerationFloorMs: number;
};

export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  loginMaxFailures: 10,
  loginWindowMs: 15 * MINUTE,
  loginChallengeAfterFailures: 3,
  loginDelayBaseMs: 1000,
  loginDelayMaxMs: 8000,
  registerMaxConflicts: 5,
  adminTokenTtlMs: 12 * HOUR,
  clientTokenTtlMs: 7 * DAY,
  loginAsTokenTtlMs: 30 * MINUTE,
  passwordLinkTtlMs: 48 * HOUR,
  enumerationFloorMs: 300,
};

/** 2FA numbers of business-rules.md (Security); read from here only. */
export type TwoFactorPolicy = {
  /** Wrong codes in a row that lock 2FA checks. */
  maxFailures: number;
  lockMs: number;
  /** TOTP steps accepted either side of the current one. */
  stepWindow: number;
  /** Lifetime of the challenge between the password and the code of a sign-in. */
  challengeTtlMs: number;
  /** Issuer shown by authenticator apps. */
  issuer: string;
};

export const DEFAULT_TWO_FACTOR_POLICY: TwoFactorPolicy = {
  maxFailures: 5,
  lockMs: 15 * MINUTE,
  stepWindow: 1,
  challengeTtlMs: 5 * MINUTE,
  issuer: 'Partner Platform',
};

export type NodeEnv = 'production' | 'development' | 'test';

/** What `buildApp` needs. */
export type AppConfig = {
  nodeEnv: NodeEnv;
  /** Exposes /api/test/* helpers for the e2e suite; refused in production. */
  testMode: boolean;
  /** Origin of the web app, used in links of emails and login-as. */
  publicUrl: string;
  version: string;
  maintenance: boolean;
  captcha: { enabled: boolean; secret: string | null; verifyUrl: string };
  mail: { smtpUrl: string | null; from: string };
  auth: AuthPolicy;
  /** Cost of new password hashes (tests lower it; stored hashes carry their own). */
  passwordHashing: ScryptParams;
  /** Coarse per-IP limit of @fastify/rate-limit, requests per minute; 0 = off. */
  rateLimitPerMinute: number;
  /**
   * Fastify's trustProxy: the addresses of the web front, which sets X-Forwarded-For to its own
   * peer's address. Only a hop from them is believed (never `true`: that would take the leftmost
   * address, which a client writes itself).
   */
  trustProxy: false | string[];
  twoFactor: TwoFactorPolicy;
  /** 32 bytes: AES-256-GCM key of stored 2FA secrets and HMAC key of recovery codes. */
  twoFactorKey: Buffer;
  /** Largest avatar upload, checked while it streams in (before anything is stored). */
  avatarMaxBytes: number;
  storage: StorageConfig;
  /** Bearer token of GET /api/metrics; null = the route answers 404 (METRICS_TOKEN unset). */
  metricsToken: string | null;
};

/** JOBS: `on` API and jobs, `off` API only, `only` jobs only (with the health routes). */
export type JobsMode = 'on' | 'off' | 'only';

/** What `main.ts` needs on top. */
export type ServerConfig = AppConfig & {
  host: string;
  port: number;
  database: DbTarget;
  seedDemo: boolean;
  logLevel: string;
  jobs: JobsMode;
};

const flag = z
  .enum(['', '0', '1', 'false', 'true', 'no', 'yes', 'off', 'on'])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on');
/** TRUST_PROXY: off; on = the web front on this host (loopback); or the fronts' addresses or CIDRs. */
const trustProxy = z
  .string()
  .optional()
  .transform((v): false | string[] => {
    const text = (v ?? '').trim().toLowerCase();
    if (['', '0', 'false', 'no', 'off'].includes(text)) return false;
    if (['1', 'true', 'yes', 'on'].includes(text)) return ['loopback'];
    return text.split(/[\s,]+/).filter(Boolean);
  });
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : null));

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  TEST_MODE: flag,
  DATABASE_URL: optionalText,
  DATA_DIR: optionalText,
  CAPTCHA_ENABLED: flag,
  CAPTCHA_SECRET: optionalText,
  CAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Partner Platform <no-reply@localhost>'),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  SEED_DEMO: flag,
  MAINTENANCE: flag,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1000),
  TRUST_PROXY: trustProxy,
  FILES_DIR: optionalText,
  TWO_FA_KEY: optionalText,
  // At most the support attachment's 5 MB: the web fronts take 6 MB bodies (MAX_BODY_BYTES).
  AVATAR_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(SUPPORT_ATTACHMENT_MAX_BYTES)
    .default(AVATAR_MAX_BYTES),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_SESSION_TOKEN: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_PUBLIC_URL: z.url().optional(),
  METRICS_TOKEN: optionalText,
  JOBS: z.enum(['on', 'off', 'only']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export class ConfigError extends Error {}

export function readVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8'));
  return z.object({ version: z.string() }).parse(pkg).version;
}

/** Typed config from the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.CAPTCHA_ENABLED && !e.CAPTCHA_SECRET) {
    throw new ConfigError('CAPTCHA_ENABLED=1 needs CAPTCHA_SECRET');
  }
  if (e.TEST_MODE && e.NODE_ENV === 'production') {
    throw new ConfigError('TEST_MODE cannot be on when NODE_ENV=production');
  }
  const filesDir = e.FILES_DIR ?? DEFAULT_FILES_DIR;
  return {
    nodeEnv: e.NODE_ENV,
    testMode: e.TEST_MODE,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    version: readVersion(),
    maintenance: e.MAINTENANCE,
    captcha: {
      enabled: e.CAPTCHA_ENABLED,
      secret: e.CAPTCHA_SECRET,
      verifyUrl: e.CAPTCHA_VERIFY_URL,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    auth: DEFAULT_AUTH_POLICY,
    passwordHashing: DEFAULT_SCRYPT,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    twoFactor: DEFAULT_TWO_FACTOR_POLICY,
    twoFactorKey: twoFactorKeyOf(e.TWO_FA_KEY, filesDir),
    avatarMaxBytes: e.AVATAR_MAX_BYTES,
    storage: storageOf(e, filesDir),
    metricsToken: e.METRICS_TOKEN,
    host: e.HOST,
    port: e.API_PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.DATA_DIR ?? DEFAULT_DATA_DIR },
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    jobs: e.JOBS,
  };
}

/** TWO_FA_KEY (64 hex chars or base64 of 32 bytes), else a key generated once into FILES_DIR. */
function twoFactorKeyOf(value: string | null, filesDir: string): Buffer {
  if (!value) return loadOrCreateKeyFile(path.join(filesDir, 'two-fa.key'));
  const key = parseKey(value);
  if (!key) throw new ConfigError('TWO_FA_KEY: expected 32 bytes as 64 hex characters or base64');
  return key;
}

type Env = z.infer<typeof envSchema>;

/** S3-compatible storage when its four settings are given, else the local uploads folder. */
function storageOf(e: Env, filesDir: string): StorageConfig {
  const s3 = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3.every((v) => !v)) return { kind: 'local', dir: path.join(filesDir, 'uploads') };
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  }
  const endpoint = e.S3_ENDPOINT.replace(/\/+$/, '');
  return {
    kind: 's3',
    endpoint,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    ...(e.S3_SESSION_TOKEN ? { sessionToken: e.S3_SESSION_TOKEN } : {}),
    region: e.S3_REGION,
    publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET}`).replace(/\/+$/, ''),
  };
}
