import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Currency, LedgerKind } from 'shared-api/contract';
import { partners } from './partners';
import { id, instant } from './columns';

/** Integer micro-units; numeric(38,0) read as a JS bigint (never a float). */
export const micro = (name: string) => numeric(name, { precision: 38, scale: 0, mode: 'bigint' });

/**
 * An account of the double-entry ledger: a partner's wallet per currency, or a system account
 * (deposits-in, withdrawals-pending, payouts-out, bonuses, fees, admin-adjustments) per currency.
 * `balance` caches the sum of its entries; the CHECK keeps a partner wallet from going below zero.
 * Fillfactor 50 (set by hand in migration 0002): balance updates stay HOT.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    partnerId: integer('partner_id').references(() => partners.id),
    systemName: text('system_name'),
    currency: text('currency').$type<Currency>().notNull(),
    balance: micro('balance')
      .notNull()
      .default(sql`0`),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_partner_key')
      .on(t.partnerId, t.currency)
      .where(sql`${t.partnerId} is not null`),
    uniqueIndex('ledger_accounts_system_key')
      .on(t.systemName, t.currency)
      .where(sql`${t.systemName} is not null`),
    check('ledger_accounts_owner', sql`(${t.partnerId} is null) <> (${t.systemName} is null)`),
    check('ledger_accounts_partner_not_negative', sql`${t.partnerId} is null or ${t.balance} >= 0`),
  ],
);

/**
 * A ledger transaction: its entries sum to zero per currency. Never updated except to record
 * that a later one reversed it. `naturalKey` makes an accrual, bonus or deposit book at most once.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    naturalKey: text('natural_key'),
    /** The partner the transaction is about (for lists and filters); null for system-only ones. */
    partnerId: integer('partner_id').references(() => partners.id),
    memo: text('memo'),
    details: jsonb('details').$type<Record<string, string | number>>().notNull().default({}),
    /** A reversal points at the transaction it reverses; each is reversed at most once. */
    reversesId: integer('reverses_id').references((): AnyPgColumn => ledgerTransactions.id),
    createdByKind: text('created_by_kind').$type<'partner' | 'admin' | 'system'>().notNull(),
    createdById: integer('created_by_id'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_natural_key').on(t.naturalKey),
    // Partial (migration 0011): the same uniqueness, without an entry for every transaction
    // that reverses nothing (all but reversals).
    uniqueIndex('ledger_transactions_reverses_key')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    index('ledger_transactions_partner_idx').on(t.partnerId, t.id),
    index('ledger_transactions_kind_idx').on(t.kind, t.id),
    index('ledger_transactions_created_idx').on(t.createdAt),
  ],
);

/** One movement of one account; `amount` is signed (credit > 0, debit < 0) and never zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: micro('amount').notNull(),
    /** Copied from the transaction so that a wallet's history is one index range. */
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_not_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * The first answer of each money-moving request per caller and `Idempotency-Key`: a retry gets
 * it again, the same key with another body is refused. Written in the request's transaction.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `partner:<id>` or `admin:<id>`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path and canonical body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);

/** Admin-editable settings by key (`finance`: contract FinanceSettings), seeded on first read. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull(),
  updatedByAdminId: integer('updated_by_admin_id'),
});
