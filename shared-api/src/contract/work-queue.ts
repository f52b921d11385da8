import { z } from 'zod';

const count = z.number().int().min(0);

/**
 * GET /api/admin/work-queue (any signed-in admin): what waits for the back-office. Each count is
 * present only when the admin may open its list (view-transactions for deposits and withdrawals,
 * partners_promo_view for promo requests, view-support for tickets), absent otherwise.
 */
export const workQueueSchema = z.object({
  /** Deposits the partner marked paid, waiting for a decision. */
  pendingDeposits: count.optional(),
  /** Withdrawals waiting to be completed or rejected. */
  pendingWithdrawals: count.optional(),
  /** Submitted participant forms of the current promo campaign (the list's default view). */
  pendingPromoRequests: count.optional(),
  /** Tickets waiting for the back-office (new, or the partner wrote last). */
  openSupportTickets: count.optional(),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;
export type WorkQueueName = keyof WorkQueue;
