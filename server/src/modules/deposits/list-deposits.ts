import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deposit, depositQuerySchema, Page } from 'shared-api/contract';
import { deposits, partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { containsPattern } from '../../http/list-query';
import { periodFilter } from '../finance/server-day';
import { depositColumns, toDeposit } from './deposit-view';

export type DepositQuery = z.infer<typeof depositQuerySchema>;

/**
 * Deposits newest first, filtered by status, partner and period; `search` matches the tx hash
 * and the partner's login. A partner's own list passes `partnerId` from the token.
 */
export async function listDeposits(db: Db, query: DepositQuery): Promise<Page<Deposit>> {
  const { page, pageSize, search } = query;
  const pattern = search ? containsPattern(search) : null;
  const filter = and(
    query.partnerId ? eq(deposits.partnerId, query.partnerId) : undefined,
    query.status ? eq(deposits.status, query.status) : undefined,
    periodFilter(deposits.createdAt, query.from, query.to),
    pattern ? or(ilike(deposits.txHash, pattern), ilike(partners.login, pattern)) : undefined,
  );
  const rows = await db
    .select(depositColumns)
    .from(deposits)
    .innerJoin(partners, eq(partners.id, deposits.partnerId))
    .where(filter)
    .orderBy(desc(deposits.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(deposits)
    .innerJoin(partners, eq(partners.id, deposits.partnerId))
    .where(filter);
  return { items: rows.map(toDeposit), total: total?.n ?? 0 };
}
