import { z } from 'zod';
import { dateSchema, idTextSchema, multilineTextSchema, textSchema } from './bounded';
import { listQuerySchema, pageOf } from './common';
import { amountSchema, microSchema } from './money';

/**
 * awaiting-payment → (partner: "I have paid") pending → (admin) completed | rejected;
 * awaiting-payment → expired when the payment timer ends unpaid.
 */
export const DEPOSIT_STATUSES = [
  'awaiting-payment',
  'pending',
  'completed',
  'rejected',
  'expired',
] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** GET /api/client/deposits/info: what the top-up screen shows before a request exists. */
export const depositInfoSchema = z.object({
  currency: z.literal('USDT'),
  network: z.string(),
  walletAddress: z.string(),
  minAmount: microSchema,
  feeBp: z.number().int(),
  /** GTC per 1 USDT in millionths (1 000 000 = 1.0). */
  gtcPerUsdtPpm: z.number().int(),
  paymentMinutes: z.number().int(),
  processingMinMinutes: z.number().int(),
  processingMaxMinutes: z.number().int(),
});
export type DepositInfo = z.infer<typeof depositInfoSchema>;

/** A deposit (spec §3: amount, current rate, fee, processing time, wallet, hash, date, status). */
export const depositSchema = z.object({
  id: z.number().int(),
  partner: z.object({ id: z.number().int(), login: z.string() }),
  /** USDT micro-units the partner pays. */
  amount: microSchema,
  /** USDT micro-units kept as the fee. */
  fee: microSchema,
  /** The rate at request time, replaced by the rate at completion. */
  gtcPerUsdtPpm: z.number().int(),
  /** GTC micro-units credited (estimated until completed). */
  credit: microSchema,
  walletAddress: z.string(),
  network: z.string(),
  txHash: z.string().nullable(),
  status: depositStatusSchema,
  createdAt: z.string(),
  /** End of the payment timer. */
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  processingMinMinutes: z.number().int(),
  processingMaxMinutes: z.number().int(),
  completedAt: z.string().nullable(),
  /** Rejection reason, for the partner and the back-office. */
  note: z.string().nullable(),
  /** Ledger transaction of the credit. */
  transactionId: z.number().int().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** POST /api/client/deposits (Idempotency-Key): 422 fields.amount = 'minDeposit' below minimum. */
export const depositRequestSchema = z.object({ amount: amountSchema });
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/** A TRC20 transaction id: 64 hex characters. */
export const txHashSchema = textSchema(80)
  .trim()
  .regex(/^(?:0x)?[0-9a-fA-F]{64}$/, 'invalidTxHash');

/** POST /api/client/deposits/{id}/paid ("I have paid"): awaiting-payment → pending. */
export const depositPaidSchema = z.object({ txHash: txHashSchema.optional() });

/**
 * POST /api/admin/deposits/{id}/confirm (update-transactions, Idempotency-Key): pending (or
 * awaiting-payment) → completed, credits GTC at the current rate, once per tx hash (409
 * ALREADY_EXISTS fields.txHash = 'taken' when another deposit booked it).
 */
export const depositConfirmSchema = z.object({ txHash: txHashSchema.optional() });
/** POST /api/admin/deposits/{id}/reject (update-transactions): → rejected with a reason. */
export const depositRejectSchema = z.object({
  reason: multilineTextSchema(500).trim().min(3, 'required'),
});

/** GET /api/client/deposits and GET /api/admin/deposits (view-transactions, adds partnerId). */
export const depositQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  status: depositStatusSchema.optional(),
  partnerId: idTextSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export const depositPageSchema = pageOf(depositSchema);
