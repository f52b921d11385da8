import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions, micro } from './ledger';
import { partners } from './partners';
import { id, instant, localized } from './columns';

/** The catalogue (business rules, Packages), admin-editable. */
export const packages = pgTable(
  'packages',
  {
    id: id(),
    /** The catalogue key (unique): the Russian name of nameI18n, or a seeded package's own. */
    name: text('name').notNull(),
    nameI18n: localized('name_i18n'),
    price: micro('price').notNull(),
    /** Base daily income in basis points of the price (0.45 % = 45). */
    dailyIncomeBp: integer('daily_income_bp').notNull(),
    periodDays: integer('period_days').notNull(),
    additionalDays: integer('additional_days').notNull(),
    linearLevels: integer('linear_levels').notNull(),
    binaryDailyLimit: micro('binary_daily_limit').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('packages_name_key').on(sql`lower(${t.name})`),
    check('packages_price_positive', sql`${t.price} > 0`),
  ],
);

/**
 * A package a partner bought. Its terms are copied at purchase (a later catalogue edit does not
 * change a running package). An upgrade closes the row as `upgraded` and opens a new one with
 * `upgradedFromId`, whose schedule starts at the upgrade.
 */
export const partnerPackages = pgTable(
  'partner_packages',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    upgradedFromId: integer('upgraded_from_id').references((): AnyPgColumn => partnerPackages.id),
    status: text('status').$type<'active' | 'finished' | 'upgraded'>().notNull(),
    /** Price of the package at purchase. */
    price: micro('price').notNull(),
    /** What the partner paid for this row and the rows it upgraded. */
    paid: micro('paid').notNull(),
    /** Terms of the catalogue package at purchase (a later catalogue edit changes nothing here). */
    dailyIncomeBp: integer('daily_income_bp').notNull(),
    periodDays: integer('period_days').notNull(),
    additionalDays: integer('additional_days').notNull(),
    /** One accrual: price × dailyIncomeBp / 10 000. */
    dailyAmount: micro('daily_amount').notNull(),
    accrualsTotal: integer('accruals_total').notNull(),
    accrualsDone: integer('accruals_done').notNull().default(0),
    linearLevels: integer('linear_levels').notNull(),
    binaryDailyLimit: micro('binary_daily_limit').notNull(),
    /** First purchase of the chain (kept through upgrades). */
    purchasedAt: instant('purchased_at').notNull(),
    /** Start of this row's schedule: accrual k is due at activatedAt + k × interval. */
    activatedAt: instant('activated_at').notNull(),
    /** Due time of the next accrual; null once finished or upgraded. */
    nextAccrualAt: instant('next_accrual_at'),
    finishedAt: instant('finished_at'),
    offerAcceptedAt: instant('offer_accepted_at').notNull(),
    privacyAcceptedAt: instant('privacy_accepted_at').notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
  },
  (t) => [
    index('partner_packages_partner_idx').on(t.partnerId, t.status),
    // Sold count of a catalogue package (and the refusal to delete a sold one).
    index('partner_packages_package_idx').on(t.packageId),
    index('partner_packages_due_idx')
      .on(t.nextAccrualAt)
      .where(sql`${t.status} = 'active'`),
    // Partial (migration 0012): the same uniqueness (a package is upgraded at most once) without
    // an entry for every package that upgraded none, written again by each accrual's update.
    uniqueIndex('partner_packages_upgraded_from_key')
      .on(t.upgradedFromId)
      .where(sql`${t.upgradedFromId} is not null`),
  ],
);
