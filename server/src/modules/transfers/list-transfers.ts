import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page, Transfer, transferQuerySchema } from 'shared-api/contract';
import { transfers } from '../../db/schema';
import type { Db } from '../../db/types';
import { containsPattern } from '../../http/list-query';
import { periodFilter } from '../finance/server-day';
import { recipients, senders, toTransfer, transfersWithParties } from './transfer-view';

export type TransferQuery = z.infer<typeof transferQuerySchema>;

/**
 * Transfers newest first. `partnerId` keeps those the partner sent or received, `direction`
 * (with it) one way only; `search` matches either partner's login or code. `viewerId` (a
 * partner's own list) adds each item's direction.
 */
export async function listTransfers(
  db: Db,
  query: TransferQuery,
  viewerId?: number,
): Promise<Page<Transfer>> {
  const { page, pageSize, search } = query;
  const filter = and(
    sideFilter(query.partnerId, query.direction),
    periodFilter(transfers.createdAt, query.from, query.to),
    search ? searchFilter(containsPattern(search)) : undefined,
  );
  const rows = await transfersWithParties(db)
    .where(filter)
    .orderBy(desc(transfers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(transfers)
    .innerJoin(senders, eq(senders.id, transfers.senderId))
    .innerJoin(recipients, eq(recipients.id, transfers.recipientId))
    .where(filter);
  return { items: rows.map((row) => toTransfer(row, viewerId)), total: total?.n ?? 0 };
}

function sideFilter(partnerId: number | undefined, direction: 'in' | 'out' | undefined) {
  if (!partnerId) return undefined;
  if (direction === 'out') return eq(transfers.senderId, partnerId);
  if (direction === 'in') return eq(transfers.recipientId, partnerId);
  return or(eq(transfers.senderId, partnerId), eq(transfers.recipientId, partnerId));
}

function searchFilter(pattern: string): SQL | undefined {
  return or(
    ilike(senders.login, pattern),
    ilike(senders.partnerCode, pattern),
    ilike(recipients.login, pattern),
    ilike(recipients.partnerCode, pattern),
  );
}
