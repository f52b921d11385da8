import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { TOKEN_KINDS } from './auth';
import { id, instant } from './columns';

/**
 * 2FA state of one account: `kind` 'admin' (admin_users.id) or 'client' (partners.id). The secrets
 * are AES-256-GCM ciphertexts (security/secret-box.ts). Failures and the lock live here so that
 * every server instance sees them.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The confirmed secret; null while 2FA is off. */
    secret: text('secret'),
    /** A secret handed out by setup and not confirmed yet. */
    pendingSecret: text('pending_secret'),
    enabledAt: instant('enabled_at'),
    /** The last accepted TOTP time step: a code of this step or earlier is refused (replay). */
    lastStep: bigint('last_step', { mode: 'number' }),
    /** Wrong codes in a row since the last success or lock. */
    failures: integer('failures').notNull().default(0),
    lockedUntil: instant('locked_until'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subjectId] }),
    check('two_factor_kind_check', sql`${t.kind} in ('admin', 'client')`),
  ],
);

/** Single-use recovery codes; only an HMAC of the normalised code is stored. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    hash: text('hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('two_factor_recovery_codes_subject_idx').on(t.kind, t.subjectId)],
);

/**
 * The second step of a sign-in with 2FA: a random challenge (SHA-256 stored) bound to the account,
 * short-lived and single use.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    hash: text('hash').notNull().unique('login_challenges_hash_key'),
    kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('login_challenges_subject_idx').on(t.kind, t.subjectId)],
);
