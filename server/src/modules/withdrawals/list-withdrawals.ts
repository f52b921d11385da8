import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Page, Withdrawal, withdrawalQuerySchema } from 'shared-api/contract';
import { partners, withdrawals } from '../../db/schema';
import type { Db } from '../../db/types';
import { containsPattern } from '../../http/list-query';
import { periodFilter } from '../finance/server-day';
import { toWithdrawal, withdrawalColumns } from './withdrawal-view';

export type WithdrawalQuery = z.infer<typeof withdrawalQuerySchema>;

/**
 * Withdrawals newest first, filtered by status, currency, partner and period; `search` matches
 * the wallet, the payout hash and the partner's login. A partner's own list passes `partnerId`.
 */
export async function listWithdrawals(db: Db, query: WithdrawalQuery): Promise<Page<Withdrawal>> {
  const { page, pageSize, search } = query;
  const pattern = search ? containsPattern(search) : null;
  const filter = and(
    query.partnerId ? eq(withdrawals.partnerId, query.partnerId) : undefined,
    query.status ? eq(withdrawals.status, query.status) : undefined,
    query.currency ? eq(withdrawals.currency, query.currency) : undefined,
    periodFilter(withdrawals.createdAt, query.from, query.to),
    pattern
      ? or(
          ilike(withdrawals.wallet, pattern),
          ilike(withdrawals.payoutTxHash, pattern),
          ilike(partners.login, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select(withdrawalColumns)
    .from(withdrawals)
    .innerJoin(partners, eq(partners.id, withdrawals.partnerId))
    .where(filter)
    .orderBy(desc(withdrawals.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(withdrawals)
    .innerJoin(partners, eq(partners.id, withdrawals.partnerId))
    .where(filter);
  return { items: rows.map(toWithdrawal), total: total?.n ?? 0 };
}
