import { z } from 'zod';
import { dateSchema, idTextSchema, multilineTextSchema, textSchema } from './bounded';
import { listQuerySchema, pageOf } from './common';
import { fields } from './fields';
import { amountSchema, currencySchema, microSchema } from './money';

/** pending → cancelled (partner) | completed | rejected (admin, within the processing time). */
export const WITHDRAWAL_STATUSES = ['pending', 'cancelled', 'completed', 'rejected'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/**
 * GET /api/client/withdrawals/info: what the screen needs before the partner confirms: whether
 * today is a withdrawal day, when the next window opens, minimum, fee, today's limit left,
 * whether a request of this window exists and whether 2FA is on.
 */
export const withdrawalInfoSchema = z.object({
  open: z.boolean(),
  /** Start of the current window when open, else of the next one (server time, ISO). */
  windowStart: z.string(),
  windowEnd: z.string(),
  days: z.array(z.number().int()),
  minAmount: microSchema,
  dailyLimit: microSchema,
  /** What today's requests already used of the daily limit. */
  usedToday: microSchema,
  feeBp: z.object({ USDT: z.number().int(), GTC: z.number().int() }),
  gtcPerUsdtPpm: z.number().int(),
  /** A pending or completed request in the current window (one per window). */
  requestedInWindow: z.boolean(),
  twoFactorEnabled: z.boolean(),
  processingHours: z.number().int(),
  /** Server time now, so the screen's countdown does not depend on the device clock. */
  now: z.string(),
});
export type WithdrawalInfo = z.infer<typeof withdrawalInfoSchema>;

/**
 * A TRC20 address by its shape: T and 33 base58 characters. The server also checks its
 * base58check (a typo fails it); the browser bundle does without sha256.
 */
export const trc20AddressSchema = textSchema(64)
  .trim()
  .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'invalidWallet');

/**
 * POST /api/client/withdrawals (Idempotency-Key): `amount` is GTC micro-units debited from the
 * GTC wallet and reserved at once; USDT pays (amount − fee) at the rate to `wallet`. Refusals:
 * 422 fields.wallet = 'invalidWallet' (not a TRC20 address: its shape or, on the server, its
 * base58check; a validation error, so the key stays free), 409 WITHDRAWAL_CLOSED (params.date =
 * next window start), 409 WITHDRAWAL_ALREADY_REQUESTED, 422 fields.amount = 'minWithdrawal'
 * (params.amount), 409 LIMIT_EXCEEDED fields.amount = 'limitExceeded' (params.amount = by how
 * much), 409 INSUFFICIENT_FUNDS fields.amount = 'insufficientFunds', 409 TWO_FA_REQUIRED,
 * 422 TWO_FA_INVALID fields.code.
 */
export const withdrawalRequestSchema = z.discriminatedUnion('currency', [
  z.object({
    currency: z.literal('USDT'),
    amount: amountSchema,
    wallet: trc20AddressSchema,
    code: fields.twoFaCode(),
  }),
  z.object({ currency: z.literal('GTC'), amount: amountSchema, code: fields.twoFaCode() }),
]);
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** A withdrawal (spec §3: wallet, currency, fee, amount to receive after the fee, date). */
export const withdrawalSchema = z.object({
  id: z.number().int(),
  partner: z.object({ id: z.number().int(), login: z.string() }),
  currency: currencySchema,
  /** GTC micro-units reserved. */
  amount: microSchema,
  /** GTC micro-units kept as the fee. */
  fee: microSchema,
  /** In `currency` micro-units: (amount − fee) at the rate for USDT. */
  toReceive: microSchema,
  wallet: z.string().nullable(),
  status: withdrawalStatusSchema,
  createdAt: z.string(),
  /** Latest time an admin should complete or reject it. */
  processBy: z.string(),
  processedAt: z.string().nullable(),
  payoutTxHash: z.string().nullable(),
  note: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * POST /api/admin/withdrawals/{id}/complete (update-transactions, Idempotency-Key): pending →
 * completed (reserve → payouts-out and fees). POST /api/client/withdrawals/{id}/cancel
 * (Idempotency-Key, no body): pending → cancelled, reserve returned; 409 INVALID_STATE otherwise.
 */
export const withdrawalCompleteSchema = z.object({
  payoutTxHash: textSchema(80)
    .trim()
    .regex(/^(?:0x)?[0-9a-fA-F]{64}$/, 'invalidTxHash')
    .optional(),
});
/** POST /api/admin/withdrawals/{id}/reject (update-transactions, Idempotency-Key): reserve back. */
export const withdrawalRejectSchema = z.object({
  reason: multilineTextSchema(500).trim().min(3, 'required'),
});

/** GET /api/client/withdrawals and GET /api/admin/withdrawals (view-transactions). */
export const withdrawalQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  status: withdrawalStatusSchema.optional(),
  currency: currencySchema.optional(),
  partnerId: idTextSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export const withdrawalPageSchema = pageOf(withdrawalSchema);
