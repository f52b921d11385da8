import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Permission, WorkQueue } from 'shared-api/contract';
import { deposits, promoRequests, supportTickets, withdrawals } from '../../db/schema';
import type { Db } from '../../db/types';
import { currentCampaign } from '../promo/find-campaign';

async function countOf(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * Each queue's count, by the permission that opens its list. Every count reads an index on
 * status (deposits_status_idx, withdrawals_status_idx, support_tickets_status_idx) or, for promo
 * requests, the campaign's range of promo_requests_partner_key: none scans its table.
 */
const QUEUES: readonly {
  name: keyof WorkQueue;
  permission: Permission;
  count: (db: Db, now: Date) => Promise<number>;
}[] = [
  {
    name: 'pendingDeposits',
    permission: 'view-transactions',
    count: (db) => countOf(db, deposits, eq(deposits.status, 'pending')),
  },
  {
    name: 'pendingWithdrawals',
    permission: 'view-transactions',
    count: (db) => countOf(db, withdrawals, eq(withdrawals.status, 'pending')),
  },
  {
    // The promo requests list shows the current campaign by default: the count matches it.
    name: 'pendingPromoRequests',
    permission: 'partners_promo_view',
    count: async (db, now) => {
      const campaign = await currentCampaign(db, now);
      if (!campaign) return 0;
      return countOf(
        db,
        promoRequests,
        and(eq(promoRequests.campaignId, campaign.id), eq(promoRequests.status, 'submitted')),
      );
    },
  },
  {
    name: 'openSupportTickets',
    permission: 'view-support',
    count: (db) => countOf(db, supportTickets, eq(supportTickets.status, 'open')),
  },
];

/** The counts of the queues whose list the admin may open; the others are left out. */
export async function countWorkQueue(
  db: Db,
  now: Date,
  permissions: ReadonlySet<Permission>,
): Promise<WorkQueue> {
  const shown = QUEUES.filter((q) => permissions.has(q.permission));
  const counts = await Promise.all(shown.map((q) => q.count(db, now)));
  return Object.fromEntries(shown.map((q, i) => [q.name, counts[i]]));
}
