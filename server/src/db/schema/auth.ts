import { type AnyPgColumn, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { adminUsers } from './admins';
import { partners } from './partners';
import { id, instant } from './columns';

export const TOKEN_KINDS = ['admin', 'client'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Bearer tokens: only the SHA-256 of the random token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    hash: text('hash').notNull().unique('auth_tokens_hash_key'),
    kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
    /** admin_users.id for 'admin', partners.id for 'client'. */
    subjectId: integer('subject_id').notNull(),
    /** Set on a login-as client token: the admin who opened the cabinet (gone with that admin). */
    impersonatorAdminId: integer('impersonator_admin_id').references(() => adminUsers.id, {
      onDelete: 'cascade',
    }),
    /**
     * Set on a login-as client token: the admin token (session) that opened it. The login-as
     * token is accepted only while that session is (logout, disable and delete end both).
     */
    issuedByTokenId: integer('issued_by_token_id').references((): AnyPgColumn => authTokens.id, {
      onDelete: 'cascade',
    }),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('auth_tokens_subject_idx').on(t.kind, t.subjectId),
    index('auth_tokens_issued_by_idx').on(t.issuedByTokenId),
    check('auth_tokens_kind_check', sql`${t.kind} in ('admin', 'client')`),
  ],
);

export const PASSWORD_LINK_PURPOSES = ['set', 'reset'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** Single-use "set / reset your password" links; only the SHA-256 of the token is stored. */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: id(),
    hash: text('hash').notNull().unique('password_links_hash_key'),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PASSWORD_LINK_PURPOSES }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('password_links_partner_idx').on(t.partnerId),
    check('password_links_purpose_check', sql`${t.purpose} in ('set', 'reset')`),
  ],
);

/** Failed logins, counted per scope and key inside a window (shared by every server instance). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('login_attempts_scope_key_at_idx').on(t.scope, t.key, t.at)],
);
