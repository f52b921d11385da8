import { z } from 'zod';
import { INT4_MAX, textSchema } from './bounded';
import { amountSchema, basisPointsSchema } from './money';

/**
 * The numbers of business-rules.md (Money, Packages, Finance operations), stored in the database,
 * seeded on first start and edited by admins: GET /api/admin/settings/finance (view-transactions),
 * PUT (update-transactions, admin-log `settings-updated`). Business code reads them from there only.
 * Amounts are GTC micro-units unless named otherwise.
 */
export const financeSettingsSchema = z.object({
  /** GTC credited per 1 USDT, in millionths: 1 000 000 = rate 1.0. */
  gtcPerUsdtPpm: z.number().int().min(1).max(INT4_MAX, 'outOfRange'),
  deposit: z.object({
    /** USDT micro-units. */
    minAmount: amountSchema,
    feeBp: basisPointsSchema,
    /** The platform's USDT TRC20 wallet shown with its QR code. */
    walletAddress: textSchema(64).trim().min(20),
    network: textSchema(16).trim().min(1, 'required'),
    /** The payment timer: an unpaid request expires after it. */
    paymentMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    processingMinMinutes: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60),
    processingMaxMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
  }),
  transfer: z.object({ minAmount: amountSchema }),
  withdrawal: z.object({
    /** Days of the month on which requests are accepted, 00:00–23:59 server time. */
    days: z.array(z.number().int().min(1).max(28)).min(1).max(28),
    minAmount: amountSchema,
    /** Per partner per server day, GTC micro-units. */
    dailyLimit: amountSchema,
    feeBp: z.object({ USDT: basisPointsSchema, GTC: basisPointsSchema }),
    /** An admin completes or rejects a request within this time. */
    processingHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
  }),
  packages: z.object({
    /** Accrual k is due at activation + k × this (business rules: 24 h). */
    accrualIntervalHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 7),
  }),
});
export type FinanceSettings = z.infer<typeof financeSettingsSchema>;
