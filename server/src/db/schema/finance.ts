import { sql } from 'drizzle-orm';
import { index, integer, pgSequence, pgTable, text, uniqueIndex, date } from 'drizzle-orm/pg-core';
import type {
  ChainTransferReason,
  ChainTransferStatus,
  Currency,
  DepositStatus,
  WithdrawalStatus,
} from 'shared-api/contract';
import { adminUsers } from './admins';
import { ledgerTransactions, micro } from './ledger';
import { partners } from './partners';
import { id, instant } from './columns';

/**
 * The child index m/44'/195'/0'/0/<i> of each deposit's own address: a sequence, so every
 * request gets a fresh index even when two are made at once (indexes are never reused).
 */
export const depositAddressIndexSeq = pgSequence('deposit_address_index_seq', {
  startWith: 0,
  minValue: 0,
  // BIP32 non-hardened children stop at 2^31 − 1.
  maxValue: 2_147_483_647,
});

/** A USDT top-up request; credited in GTC at the rate current when it completes. */
export const deposits = pgTable(
  'deposits',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    /** USDT micro-units. */
    amount: micro('amount').notNull(),
    /** USDT micro-units (deposit fee setting at request time). */
    fee: micro('fee').notNull(),
    /** Rate at request time, replaced by the rate at completion. */
    gtcPerUsdtPpm: integer('gtc_per_usdt_ppm').notNull(),
    /** GTC micro-units: estimated at request, final at completion. */
    credit: micro('credit').notNull(),
    walletAddress: text('wallet_address').notNull(),
    /** The derivation index of walletAddress (null: the single platform wallet, no xpub set). */
    addressIndex: integer('address_index'),
    network: text('network').notNull(),
    txHash: text('tx_hash'),
    status: text('status').$type<DepositStatus>().notNull(),
    processingMinMinutes: integer('processing_min_minutes').notNull(),
    processingMaxMinutes: integer('processing_max_minutes').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
    completedAt: instant('completed_at'),
    processedByAdminId: integer('processed_by_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    index('deposits_partner_idx').on(t.partnerId, t.id),
    index('deposits_status_idx').on(t.status, t.id),
    // A chain transaction credits at most one deposit (business rules: natural key deposit, tx hash).
    uniqueIndex('deposits_tx_hash_key')
      .on(sql`lower(${t.txHash})`)
      .where(sql`${t.txHash} is not null and ${t.status} <> 'rejected'`),
    index('deposits_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'awaiting-payment'`),
    // A derived address belongs to one request only (a payment matches its request by address).
    uniqueIndex('deposits_address_index_key').on(t.addressIndex),
    uniqueIndex('deposits_derived_address_key')
      .on(t.walletAddress)
      .where(sql`${t.addressIndex} is not null`),
  ],
);

/**
 * A USDT TRC20 transfer the chain watcher saw to a deposit's address: one row per chain
 * transaction (the unique hash makes a second sighting a no-op), credited once confirmed, or
 * queued for an admin (underpaid, overpaid, late, unmatched) who credits or dismisses it.
 */
export const chainTransfers = pgTable(
  'chain_transfers',
  {
    id: id(),
    /** Lower-case hex without 0x (normalizeTxHash). */
    txHash: text('tx_hash').notNull(),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** USDT micro-units actually received. */
    amount: micro('amount').notNull(),
    blockTimestamp: instant('block_timestamp').notNull(),
    /** Known once the watcher asked for the transaction's block. */
    blockNumber: integer('block_number'),
    status: text('status').$type<ChainTransferStatus>().notNull(),
    reason: text('reason').$type<ChainTransferReason>(),
    seenAt: instant('seen_at').notNull(),
    settledAt: instant('settled_at'),
    decidedByAdminId: integer('decided_by_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    /** GTC micro-units credited (null until credited). */
    credit: micro('credit'),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    uniqueIndex('chain_transfers_tx_hash_key').on(t.txHash),
    index('chain_transfers_status_idx').on(t.status, t.id),
    index('chain_transfers_deposit_idx').on(t.depositId),
  ],
);

/** GTC from one partner to another (one ledger transaction). */
export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => partners.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => partners.id),
    amount: micro('amount').notNull(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('transfers_sender_idx').on(t.senderId, t.id),
    index('transfers_recipient_idx').on(t.recipientId, t.id),
  ],
);

/**
 * A withdrawal request: the GTC amount is reserved at once (wallet → withdrawals-pending); the
 * partner may cancel while pending; an admin completes (→ payouts-out + fees) or rejects it.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    currency: text('currency').$type<Currency>().notNull(),
    /** GTC micro-units reserved. */
    amount: micro('amount').notNull(),
    /** GTC micro-units. */
    fee: micro('fee').notNull(),
    /** `currency` micro-units paid out. */
    toReceive: micro('to_receive').notNull(),
    gtcPerUsdtPpm: integer('gtc_per_usdt_ppm').notNull(),
    wallet: text('wallet'),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    /** The server day of the request (= its window: windows are whole days). */
    windowDate: date('window_date', { mode: 'string' }).notNull(),
    createdAt: instant('created_at').notNull(),
    processBy: instant('process_by').notNull(),
    processedAt: instant('processed_at'),
    processedByAdminId: integer('processed_by_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    payoutTxHash: text('payout_tx_hash'),
    note: text('note'),
    reserveTransactionId: integer('reserve_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    settleTransactionId: integer('settle_transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    index('withdrawals_partner_idx').on(t.partnerId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    // A payout hash names one withdrawal (payout-hash.ts; not unique here: older rows may repeat).
    index('withdrawals_payout_tx_hash_idx')
      .on(sql`lower(${t.payoutTxHash})`)
      .where(sql`${t.payoutTxHash} is not null`),
    // One request per window: a cancelled or rejected one frees the window again.
    uniqueIndex('withdrawals_one_per_window')
      .on(t.partnerId, t.windowDate)
      .where(sql`${t.status} in ('pending', 'completed')`),
  ],
);
