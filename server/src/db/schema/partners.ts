import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

export const partners = pgTable(
  'partners',
  {
    id: id(),
    login: text('login').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    partnerCode: varchar('partner_code', { length: 8 }).notNull(),
    /** Who invited: fixed forever; null only for the root partner. */
    sponsorId: integer('sponsor_id').references((): AnyPgColumn => partners.id),
    /** A flag for now; the packages issue derives it from active packages. */
    active: boolean('active').notNull().default(false),
    language: text('language').notNull().default('ru'),
    /** Null until the partner follows the "set your password" link. */
    passwordHash: text('password_hash'),
    registeredAt: instant('registered_at').notNull(),
  },
  (t) => [
    uniqueIndex('partners_login_key').on(sql`lower(${t.login})`),
    uniqueIndex('partners_email_key').on(t.email),
    uniqueIndex('partners_partner_code_key').on(t.partnerCode),
    index('partners_sponsor_idx').on(t.sponsorId),
  ],
);
