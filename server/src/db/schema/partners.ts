import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SocialNetwork } from 'shared-api/contract';
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
    /** Profile (spec §5); null until the partner fills it in. */
    birthDate: date('birth_date', { mode: 'string' }),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    /** International dialling code, `+` and digits. */
    countryCode: text('country_code'),
    /** Network → handle starting with @ (contract SOCIAL_NETWORKS). */
    socials: jsonb('socials').$type<Partial<Record<SocialNetwork, string>>>().notNull().default({}),
    /** Storage key of the avatar (see storage/); null = no avatar. */
    avatarKey: text('avatar_key'),
    /** Lifetime package payments (purchases and upgrades), GTC micro-units: personal volume. */
    personalVolume: numeric('personal_volume', { precision: 38, scale: 0, mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Blocked by an admin (partners/deactivate): cannot sign in; not the package-derived `active`. */
    disabled: boolean('disabled').notNull().default(false),
    /** Rank of the highest career status awarded (0 = none). */
    careerRank: integer('career_rank').notNull().default(0),
  },
  (t) => [
    uniqueIndex('partners_login_key').on(sql`lower(${t.login})`),
    uniqueIndex('partners_email_key').on(t.email),
    uniqueIndex('partners_partner_code_key').on(t.partnerCode),
    index('partners_sponsor_idx').on(t.sponsorId),
    // The auto-placement job claims its basket in (registered_at, id) order (migration 0010).
    index('partners_registered_idx').on(t.registeredAt, t.id),
  ],
);
