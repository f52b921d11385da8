import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { adminUsers } from './admins';
import { partners } from './partners';
import { id, instant } from './columns';

export type LogDetails = Record<string, string | number | boolean | null>;

/** One row per admin mutation (and admin sign-in), written in the transaction of the change. */
export const adminLogs = pgTable(
  'admin_logs',
  {
    id: id(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id),
    action: text('action').notNull(),
    details: jsonb('details').$type<LogDetails>().notNull().default({}),
    ip: text('ip'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('admin_logs_admin_idx').on(t.adminUserId, t.id)],
);

/** One row per client auth (and later money) event, written in the transaction of the change. */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: id(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<LogDetails>().notNull().default({}),
    ip: text('ip'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('client_logs_partner_idx').on(t.partnerId, t.id)],
);
