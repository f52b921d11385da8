import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DAY, HOUR, MINUTE } from './clock';
import type { DbTarget } from './db/open-db';
import { DEFAULT_SCRYPT, type ScryptParams } from './security/passwords';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');

/**
 * Security numbers of business-rules.md. They are defaults: the settings issue moves them into
 * the admin-editable settings table, so business code only ever reads them from the config.
 */
export type AuthPolicy = {
  loginMaxFailures: number;
  loginWindowMs: number;
  adminTokenTtlMs: number;
  clientTokenTtlMs: number;
  loginAsTokenTtlMs: number;
  passwordLinkTtlMs: number;
};

export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  loginMaxFailures: 10,
  loginWindowMs: 15 * MINUTE,
  adminTokenTtlMs: 12 * HOUR,
  clientTokenTtlMs: 7 * DAY,
  loginAsTokenTtlMs: 30 * MINUTE,
  passwordLinkTtlMs: 48 * HOUR,
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
  trustProxy: boolean;
};

/** What `main.ts` needs on top. */
export type ServerConfig = AppConfig & {
  host: string;
  port: number;
  database: DbTarget;
  seedDemo: boolean;
  logLevel: string;
};

const flag = z
  .enum(['', '0', '1', 'false', 'true', 'no', 'yes', 'off', 'on'])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on');
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
  TRUST_PROXY: flag,
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
    host: e.HOST,
    port: e.API_PORT,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.DATA_DIR ?? DEFAULT_DATA_DIR },
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
  };
}
