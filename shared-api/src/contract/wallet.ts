import { z } from 'zod';
import { dateSchema, idTextSchema, multilineTextSchema } from './bounded';
import { listQuerySchema, pageOf } from './common';
import { amountSchema, currencySchema, microSchema } from './money';

/** GET /api/client/wallet: the partner's balances and the withdrawal reserve. */
export const walletSchema = z.object({
  GTC: microSchema,
  USDT: microSchema,
  /** GTC reserved by pending withdrawals (already debited from GTC). */
  reserved: microSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/**
 * Operation types of spec §3 plus the package purchase and admin adjustments, which move a
 * partner's balance too. The UI translates each as `operations.types.<type>`.
 */
export const OPERATION_TYPES = [
  'deposit',
  'transfer',
  'withdrawal',
  'daily-bonus',
  'partner-purchase-bonus',
  'binary-bonus',
  'career-bonus',
  'package-purchase',
  'adjustment',
] as const;
export const operationTypeSchema = z.enum(OPERATION_TYPES);
export type OperationType = z.infer<typeof operationTypeSchema>;

/**
 * Ledger transaction kinds. Each maps to one operation type (OPERATION_TYPE_OF_KIND); a reversal
 * keeps the type of what it reverses.
 */
export const LEDGER_KINDS = [
  'deposit',
  'transfer',
  'withdrawal-reserve',
  'withdrawal-release',
  'withdrawal-payout',
  'accrual',
  'linear-bonus',
  'binary-bonus',
  'career-reward',
  'mentor-reward',
  'package-purchase',
  'package-upgrade',
  'adjustment',
  'reversal',
] as const;
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

export const OPERATION_TYPE_OF_KIND = {
  deposit: 'deposit',
  transfer: 'transfer',
  'withdrawal-reserve': 'withdrawal',
  'withdrawal-release': 'withdrawal',
  'withdrawal-payout': 'withdrawal',
  accrual: 'daily-bonus',
  'linear-bonus': 'partner-purchase-bonus',
  'binary-bonus': 'binary-bonus',
  'career-reward': 'career-bonus',
  'mentor-reward': 'career-bonus',
  'package-purchase': 'package-purchase',
  'package-upgrade': 'package-purchase',
  adjustment: 'adjustment',
  reversal: 'adjustment',
} as const satisfies Record<LedgerKind, OperationType>;

/**
 * One line of /client/fin-operation and of the dashboard: a ledger transaction as it moved this
 * partner's balance. `amount` is signed (negative = debit). `title` is built by the UI from
 * `kind` and `counterparty` / `details` (`operations.titles.<kind>`).
 */
export const operationSchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  date: z.string(),
  type: operationTypeSchema,
  kind: ledgerKindSchema,
  amount: microSchema,
  currency: currencySchema,
  /** The other partner of a transfer or the partner whose purchase paid a bonus. */
  counterparty: z.object({ login: z.string(), partnerCode: z.string() }).nullable(),
  /** Package name, accrual number, withdrawal or deposit id, adjustment reason, … */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Operation = z.infer<typeof operationSchema>;

/** GET /api/client/operations: newest first, filtered by type and period (ISO dates, inclusive). */
export const operationQuerySchema = listQuerySchema.omit({ sort: true, search: true }).extend({
  type: operationTypeSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export type OperationQuery = z.infer<typeof operationQuerySchema>;
export const operationPageSchema = pageOf(operationSchema);

/**
 * GET /api/admin/partners/{id}/balance (view-partners) and POST
 * /api/admin/partners/{id}/balance-adjustments (update-balance, Idempotency-Key): an adjustment
 * against the admin-adjustments account with a reason, written to the admin log. A debit may not
 * take the wallet below zero (409 INSUFFICIENT_FUNDS).
 */
export const balanceAdjustmentSchema = z.object({
  currency: currencySchema,
  direction: z.enum(['credit', 'debit']),
  amount: amountSchema,
  reason: multilineTextSchema(500).trim().min(3, 'required'),
});
export type BalanceAdjustment = z.infer<typeof balanceAdjustmentSchema>;
export const adminWalletSchema = walletSchema.extend({ partnerId: z.number().int() });
export type AdminWallet = z.infer<typeof adminWalletSchema>;

/** An account of the ledger as the back-office shows it. */
export const ledgerAccountSchema = z.object({
  id: z.number().int(),
  /** `partner` for a wallet, else the system account's name. */
  owner: z.union([
    z.object({ kind: z.literal('partner'), id: z.number().int(), login: z.string() }),
    z.object({ kind: z.literal('system'), name: z.string() }),
  ]),
  currency: currencySchema,
});

/** GET /api/admin/transactions (view-transactions): every ledger transaction. */
export const ledgerTransactionSchema = z.object({
  id: z.number().int(),
  kind: ledgerKindSchema,
  createdAt: z.string(),
  /** The sum of the positive entries per currency. */
  amount: microSchema,
  currency: currencySchema,
  partner: z.object({ id: z.number().int(), login: z.string() }).nullable(),
  memo: z.string().nullable(),
  /** Set when a later transaction reversed this one. */
  reversedBy: z.number().int().nullable(),
  /** Set on a reversal: the transaction it reverses. */
  reverses: z.number().int().nullable(),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;

/** GET /api/admin/transactions/{id}: with its entries (they sum to zero per currency). */
export const ledgerTransactionDetailSchema = ledgerTransactionSchema.extend({
  entries: z.array(
    z.object({ id: z.number().int(), account: ledgerAccountSchema, amount: microSchema }),
  ),
  naturalKey: z.string().nullable(),
  createdBy: z.object({ kind: z.enum(['partner', 'admin', 'system']), name: z.string() }),
});
export type LedgerTransactionDetail = z.infer<typeof ledgerTransactionDetailSchema>;

export const adminTransactionQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  kind: ledgerKindSchema.optional(),
  partnerId: idTextSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export const ledgerTransactionPageSchema = pageOf(ledgerTransactionSchema);

/** Kinds an admin may reverse; the others belong to a workflow (withdrawal, package) with its own steps. */
export const REVERSIBLE_KINDS = [
  'deposit',
  'transfer',
  'accrual',
  'linear-bonus',
  'binary-bonus',
  'career-reward',
  'mentor-reward',
  'adjustment',
] as const satisfies readonly LedgerKind[];

/**
 * POST /api/admin/transactions/{id}/reverse (update-transactions, Idempotency-Key): books the
 * reversing transaction (corrections never edit history), admin log `transaction-reversed`.
 * Refused with 409 INVALID_STATE for a kind outside REVERSIBLE_KINDS or one already reversed, and
 * 409 INSUFFICIENT_FUNDS when the reversal would take a wallet below zero.
 */
export const reverseTransactionSchema = z.object({
  reason: multilineTextSchema(500).trim().min(3, 'required'),
});
