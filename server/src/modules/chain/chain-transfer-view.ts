import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  tronExplorerLink,
  type ChainTransfer,
  type chainTransferQuerySchema,
  type Page,
} from 'shared-api/contract';
import { chainTransfers, deposits, partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { containsPattern } from '../../http/list-query';

const columns = {
  transfer: chainTransfers,
  requested: deposits.amount,
  partner: { id: partners.id, login: partners.login },
};

type Row = {
  transfer: typeof chainTransfers.$inferSelect;
  requested: bigint;
  partner: { id: number; login: string };
};

function toChainTransfer({ transfer: t, requested, partner }: Row): ChainTransfer {
  return {
    id: t.id,
    depositId: t.depositId,
    partner,
    txHash: t.txHash,
    explorerUrl: tronExplorerLink(t.txHash),
    fromAddress: t.fromAddress,
    toAddress: t.toAddress,
    amount: t.amount.toString(),
    requested: requested.toString(),
    blockTimestamp: t.blockTimestamp.toISOString(),
    blockNumber: t.blockNumber,
    status: t.status,
    reason: t.reason,
    seenAt: t.seenAt.toISOString(),
    settledAt: t.settledAt?.toISOString() ?? null,
    credit: t.credit?.toString() ?? null,
  };
}

export type ChainTransferQuery = z.infer<typeof chainTransferQuerySchema>;

/** Newest first; `search` matches the hash, an address or the partner's login. */
export async function listChainTransfers(
  db: Db,
  query: ChainTransferQuery,
): Promise<Page<ChainTransfer>> {
  const { page, pageSize, search } = query;
  const pattern = search ? containsPattern(search) : null;
  const filter = and(
    query.status ? eq(chainTransfers.status, query.status) : undefined,
    pattern
      ? or(
          ilike(chainTransfers.txHash, pattern),
          ilike(chainTransfers.fromAddress, pattern),
          ilike(chainTransfers.toAddress, pattern),
          ilike(partners.login, pattern),
        )
      : undefined,
  );
  const base = () =>
    db
      .select(columns)
      .from(chainTransfers)
      .innerJoin(deposits, eq(deposits.id, chainTransfers.depositId))
      .innerJoin(partners, eq(partners.id, deposits.partnerId));
  const rows = await base()
    .where(filter)
    .orderBy(desc(chainTransfers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(chainTransfers)
    .innerJoin(deposits, eq(deposits.id, chainTransfers.depositId))
    .innerJoin(partners, eq(partners.id, deposits.partnerId))
    .where(filter);
  return { items: rows.map(toChainTransfer), total: total?.n ?? 0 };
}

export async function loadChainTransfer(db: Db, id: number): Promise<ChainTransfer | null> {
  const [row] = await db
    .select(columns)
    .from(chainTransfers)
    .innerJoin(deposits, eq(deposits.id, chainTransfers.depositId))
    .innerJoin(partners, eq(partners.id, deposits.partnerId))
    .where(eq(chainTransfers.id, id));
  return row ? toChainTransfer(row) : null;
}
