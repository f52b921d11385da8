import { z } from 'zod';
import { textSchema } from './bounded';
import { listQuerySchema, pageOf } from './common';
import { microSchema } from './money';

/**
 * The chain watcher's settings (key `chain`): GET /api/admin/settings/chain (view-transactions),
 * PUT (update-transactions, admin-log `settings-updated`). The watcher is off while `apiUrl` or
 * `xpub` is empty; then each deposit shows the single wallet of the finance settings.
 */
export const chainSettingsSchema = z.object({
  /**
   * Account-level extended PUBLIC key (m/44'/195'/0'); deposit i gets the address of child
   * 0/i. A private key (xprv) is refused: the platform never holds one.
   */
  xpub: textSchema(200).trim(),
  /** TronGrid-compatible HTTP API, e.g. https://api.trongrid.io. */
  apiUrl: textSchema(200).trim(),
  /** Blocks after the transaction's block before it is credited (19: TRON's irreversibility). */
  confirmations: z.number().int().min(1).max(1000),
  /** The USDT TRC20 contract (base58). */
  usdtContract: textSchema(64).trim().min(20),
});
export type ChainSettings = z.infer<typeof chainSettingsSchema>;

/** What GET answers: the API key itself is never sent back, only whether one is stored. */
export const chainSettingsViewSchema = chainSettingsSchema.extend({ apiKeySet: z.boolean() });
export type ChainSettingsView = z.infer<typeof chainSettingsViewSchema>;

/** PUT body: `apiKey` omitted keeps the stored key, '' removes it. */
export const chainSettingsUpdateSchema = chainSettingsSchema.extend({
  apiKey: textSchema(200).trim().optional(),
});
export type ChainSettingsUpdate = z.infer<typeof chainSettingsUpdateSchema>;

/**
 * confirming → credited (exact amount to an open request) | review (admin queue) | failed
 * (the chain says the contract call failed); review → credited | dismissed by an admin.
 */
export const CHAIN_TRANSFER_STATUSES = [
  'confirming',
  'credited',
  'review',
  'dismissed',
  'failed',
] as const;
export const chainTransferStatusSchema = z.enum(CHAIN_TRANSFER_STATUSES);
export type ChainTransferStatus = z.infer<typeof chainTransferStatusSchema>;

/** Why a transfer waits for an admin. */
export const CHAIN_TRANSFER_REASONS = ['underpaid', 'overpaid', 'late', 'unmatched'] as const;
export const chainTransferReasonSchema = z.enum(CHAIN_TRANSFER_REASONS);
export type ChainTransferReason = z.infer<typeof chainTransferReasonSchema>;

export const tronExplorerLink = (txHash: string): string =>
  `https://tronscan.org/#/transaction/${txHash}`;

/** A USDT transfer the watcher saw to a deposit's address. */
export const chainTransferSchema = z.object({
  id: z.number().int(),
  depositId: z.number().int(),
  partner: z.object({ id: z.number().int(), login: z.string() }),
  txHash: z.string(),
  /** https://tronscan.org/#/transaction/<hash> */
  explorerUrl: z.string(),
  fromAddress: z.string(),
  toAddress: z.string(),
  /** USDT micro-units received. */
  amount: microSchema,
  /** USDT micro-units the request asked for. */
  requested: microSchema,
  blockTimestamp: z.string(),
  blockNumber: z.number().int().nullable(),
  status: chainTransferStatusSchema,
  reason: chainTransferReasonSchema.nullable(),
  seenAt: z.string(),
  settledAt: z.string().nullable(),
  /** GTC micro-units credited. */
  credit: microSchema.nullable(),
});
export type ChainTransfer = z.infer<typeof chainTransferSchema>;

/** GET /api/admin/deposits/chain-transfers (view-transactions): the queue is status=review. */
export const chainTransferQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  status: chainTransferStatusSchema.optional(),
});
export const chainTransferPageSchema = pageOf(chainTransferSchema);
