import { z } from 'zod';
import { dateSchema, idTextSchema } from './bounded';
import { listQuerySchema, pageOf } from './common';
import { fields } from './fields';
import { amountSchema, microSchema } from './money';

/**
 * POST /api/client/transfers (Idempotency-Key): GTC to another partner by partner ID (partner
 * code or login), 2FA code required. Refusals: 409 TWO_FA_REQUIRED; 422 TWO_FA_INVALID
 * (fields.code); 422 VALIDATION_FAILED fields.recipient = 'unknownPartner' | 'selfTransfer',
 * fields.amount = 'minTransfer' (params.amount); 409 INSUFFICIENT_FUNDS (fields.amount).
 */
export const transferRequestSchema = z.object({
  amount: amountSchema,
  recipient: fields.required(64),
  code: fields.twoFaCode(),
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;

/**
 * GET /api/client/transfers/recipient?id=<partner ID or login>: who a transfer would go to, shown
 * before it is confirmed. Refusals as the transfer's: 422 VALIDATION_FAILED fields.id =
 * 'unknownPartner' | 'selfTransfer'. The name is the first name and the surname's initial.
 */
export const recipientQuerySchema = z.object({ id: fields.required(64) });
export const recipientSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  partnerCode: z.string(),
  name: z.string(),
});
export type RecipientPreview = z.infer<typeof recipientSchema>;

const party = z.object({ id: z.number().int(), login: z.string(), partnerCode: z.string() });

/** A transfer (spec §3: amount, partner ID, date); `direction` is from the caller's side. */
export const transferSchema = z.object({
  id: z.number().int(),
  amount: microSchema,
  sender: party,
  recipient: party,
  createdAt: z.string(),
  transactionId: z.number().int(),
  /** Client lists only: `out` when the caller sent it. */
  direction: z.enum(['in', 'out']).optional(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** GET /api/client/transfers (both directions) and GET /api/admin/transfers (view-transactions). */
export const transferQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  direction: z.enum(['in', 'out']).optional(),
  partnerId: idTextSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export const transferPageSchema = pageOf(transferSchema);
