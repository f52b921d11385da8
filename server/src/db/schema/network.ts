import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from 'shared-api/contract';
import { ledgerTransactions, micro } from './ledger';
import { partners } from './partners';
import { id, instant, localized } from './columns';

/**
 * A partner's place in the binary tree (business rules, Binary). `ancestors` lists the binary
 * ancestors from the root down to the parent, `sides` the side ('L'/'R') the node lies on under
 * each of them (same order), so a leg's volume can be moved up in one statement. Leg figures are
 * cached here and moved in the transaction of each purchase or placement. No index on
 * `ancestors` (each update that is not HOT would re-insert the whole list, thousands of entries
 * deep in a chain) and fillfactor 50 (migration 0004) so that leg updates stay HOT.
 */
export const binaryNodes = pgTable(
  'binary_nodes',
  {
    partnerId: integer('partner_id')
      .primaryKey()
      .references(() => partners.id),
    parentId: integer('parent_id').references(() => partners.id),
    side: text('side').$type<'left' | 'right'>(),
    depth: integer('depth').notNull(),
    ancestors: integer('ancestors').array().notNull(),
    sides: text('sides').notNull(),
    placedAt: instant('placed_at').notNull(),
    placedBy: text('placed_by').$type<'root' | 'sponsor' | 'auto'>().notNull(),
    /** Lifetime leg volume and partner count. */
    leftVolume: micro('left_volume')
      .notNull()
      .default(sql`0`),
    rightVolume: micro('right_volume')
      .notNull()
      .default(sql`0`),
    leftCount: integer('left_count').notNull().default(0),
    rightCount: integer('right_count').notNull().default(0),
    /** The part of the leg volume bought by partners this node sponsored (no spillover). */
    leftOwnVolume: micro('left_own_volume')
      .notNull()
      .default(sql`0`),
    rightOwnVolume: micro('right_own_volume')
      .notNull()
      .default(sql`0`),
    /** Volume not yet matched by a daily close (carry + new). */
    leftUncounted: micro('left_uncounted')
      .notNull()
      .default(sql`0`),
    rightUncounted: micro('right_uncounted')
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    uniqueIndex('binary_nodes_child_key').on(t.parentId, t.side),
    check(
      'binary_nodes_root_shape',
      sql`(${t.parentId} is null) = (${t.side} is null) and (${t.parentId} is null) = (${t.depth} = 0)`,
    ),
  ],
);

/**
 * Package payments as binary volume: booked at purchase; moved into the ancestors' legs when the
 * buyer is placed (at once if already placed). One row per paying ledger transaction.
 */
export const binaryVolumeEvents = pgTable(
  'binary_volume_events',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    amount: micro('amount').notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: instant('created_at').notNull(),
    /** Null until the buyer is placed and the volume reached every ancestor's leg. */
    appliedAt: instant('applied_at'),
  },
  (t) => [
    uniqueIndex('binary_volume_events_transaction_key').on(t.transactionId),
    index('binary_volume_events_pending_idx')
      .on(t.partnerId)
      .where(sql`${t.appliedAt} is null`),

    // The daily close reads the volume applied at or after its 00:00 (migration 0010).
    index('binary_volume_events_applied_idx').on(t.appliedAt),
  ],
);

/** The daily close of one partner (natural key of its bonus: `binary:<partner>:<date>`). */
export const binaryCloses = pgTable(
  'binary_closes',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    closeDate: date('close_date', { mode: 'string' }).notNull(),
    leftBefore: micro('left_before').notNull(),
    rightBefore: micro('right_before').notNull(),
    matched: micro('matched').notNull(),
    bonus: micro('bonus').notNull(),
    /** Cut by the daily reward limit, or all of it for an inactive partner. */
    notAccrued: micro('not_accrued').notNull(),
    rewardLimit: micro('reward_limit').notNull(),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.closeDate] }),
    index('binary_closes_date_idx').on(t.closeDate),
  ],
);

/** Career statuses (business rules, Career), admin-editable. Amounts in GTC micro-units. */
export const careerStatuses = pgTable(
  'career_statuses',
  {
    id: id(),
    rank: integer('rank').notNull(),
    name: text('name').notNull(),
    nameI18n: localized('name_i18n'),
    personal: micro('personal').notNull(),
    firstLine: micro('first_line').notNull(),
    mainBranch: micro('main_branch').notNull(),
    secondaryBranches: integer('secondary_branches').notNull(),
    secondaryThreshold: micro('secondary_threshold').notNull(),
    side: micro('side').notNull(),
    reward: micro('reward').notNull(),
    mentorReward: micro('mentor_reward').notNull(),
  },
  (t) => [uniqueIndex('career_statuses_rank_key').on(t.rank)],
);

/** A status awarded once, never taken back. */
export const careerAwards = pgTable(
  'career_awards',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => careerStatuses.id),
    awardedAt: instant('awarded_at').notNull(),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    mentorId: integer('mentor_id').references(() => partners.id),
    mentorTransactionId: integer('mentor_transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.statusId] })],
);

/**
 * Partners whose personal volume or sponsor changed since the career job last looked (filled by
 * a trigger on partners, migration 0008): the job evaluates them and their uplines only.
 */
export const careerChanges = pgTable('career_changes', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id),
  changedAt: instant('changed_at').notNull(),
});

/** `prize` is the Russian (default) text; `prizeI18n` every language (absent before 0009). */
export type PromoTierRow = { threshold: string; prize: string; prizeI18n?: LocalizedText };

/** A promo campaign (business rules, Promo): dates and tiers are data. */
export const promoCampaigns = pgTable('promo_campaigns', {
  id: id(),
  name: text('name').notNull(),
  nameI18n: localized('name_i18n'),
  startsAt: instant('starts_at').notNull(),
  endsAt: instant('ends_at').notNull(),
  tiers: jsonb('tiers').$type<PromoTierRow[]>().notNull(),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** A qualified partner's participant form, one per campaign. */
export const promoRequests = pgTable(
  'promo_requests',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => promoCampaigns.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    passportNumber: text('passport_number').notNull(),
    passportExpiry: date('passport_expiry', { mode: 'string' }).notNull(),
    phone: text('phone').notNull(),
    level: integer('level').notNull(),
    turnover: micro('turnover').notNull(),
    status: text('status').$type<'submitted' | 'approved' | 'rejected'>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [uniqueIndex('promo_requests_partner_key').on(t.campaignId, t.partnerId)],
);
