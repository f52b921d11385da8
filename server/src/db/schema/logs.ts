import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LogSnapshot } from 'shared-api/contract';
import { adminUsers } from './admins';
import { partners } from './partners';
import { id, instant } from './columns';

export type LogDetails = Record<string, string | number | boolean | null>;

/**
 * One row per admin mutation (and admin sign-in), written in the transaction of the change.
 * The actor is set null when the admin is deleted (the user-deleted row keeps who it was).
 */
export const adminLogs = pgTable(
  'admin_logs',
  {
    id: id(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    details: jsonb('details').$type<LogDetails>().notNull().default({}),
    /** The record changed: 'admin-user', 'role', 'partner'. */
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    /** Snapshots of the changed record (never password hashes or secrets). */
    before: jsonb('before').$type<LogSnapshot>(),
    after: jsonb('after').$type<LogSnapshot>(),
    ip: text('ip'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('admin_logs_admin_idx').on(t.adminUserId, t.id),
    index('admin_logs_created_idx').on(t.createdAt),
  ],
);

/** One row per client auth (and later money) event, written in the transaction of the change. */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: id(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<LogDetails>().notNull().default({}),
    /** The admin acting through login-as (kept null when that admin is deleted). */
    impersonatorAdminId: integer('impersonator_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    ip: text('ip'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('client_logs_partner_idx').on(t.partnerId, t.id),
    index('client_logs_created_idx').on(t.createdAt),
  ],
);

export const PARTNER_LOG_ACTOR_KINDS = ['partner', 'admin', 'system'] as const;
export type PartnerLogActorKind = (typeof PARTNER_LOG_ACTOR_KINDS)[number];

/** Profile and status changes of a partner, with before / after of the changed fields. */
export const partnerLogs = pgTable(
  'partner_logs',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorKind: text('actor_kind', { enum: PARTNER_LOG_ACTOR_KINDS }).notNull(),
    actorAdminId: integer('actor_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    before: jsonb('before').$type<LogSnapshot>(),
    after: jsonb('after').$type<LogSnapshot>(),
    ip: text('ip'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('partner_logs_partner_idx').on(t.partnerId, t.id),
    index('partner_logs_created_idx').on(t.createdAt),
  ],
);
