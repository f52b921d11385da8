import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  Currency,
  LedgerTransaction,
  LedgerTransactionDetail,
  Page,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { adminTransactionQuerySchema } from 'shared-api/contract';
import {
  adminUsers,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  partners,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { containsPattern } from '../../http/list-query';
import { periodFilter } from './period-filter';

export type AdminTransactionQuery = z.infer<typeof adminTransactionQuerySchema>;

const reversal = alias(ledgerTransactions, 'reversal');
const entryPartner = alias(partners, 'entry_partner');

const columns = {
  tx: ledgerTransactions,
  partnerLogin: partners.login,
  reversedBy: reversal.id,
};

type Row = {
  tx: typeof ledgerTransactions.$inferSelect;
  partnerLogin: string | null;
  reversedBy: number | null;
};

/** Transactions with their partner and, when reversed, the reversal; `filter` picks them. */
function selectTransactions(db: Db, filter: SQL | undefined) {
  return db
    .select(columns)
    .from(ledgerTransactions)
    .leftJoin(partners, eq(partners.id, ledgerTransactions.partnerId))
    .leftJoin(reversal, eq(reversal.reversesId, ledgerTransactions.id))
    .where(filter);
}

/** The amount of each transaction: its positive entries per currency (GTC first when both). */
async function amountsOf(db: Db, ids: number[]) {
  const sums = ids.length
    ? await db
        .select({
          id: ledgerEntries.transactionId,
          currency: ledgerAccounts.currency,
          total: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)::text`,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(inArray(ledgerEntries.transactionId, ids))
        .groupBy(ledgerEntries.transactionId, ledgerAccounts.currency)
    : [];
  const byId = new Map<number, { amount: string; currency: Currency }>();
  for (const s of sums) {
    if (!byId.has(s.id) || s.currency === 'GTC')
      byId.set(s.id, { amount: s.total, currency: s.currency });
  }
  return byId;
}

function toView(
  row: Row,
  amount: { amount: string; currency: Currency } | undefined,
): LedgerTransaction {
  const { tx } = row;
  return {
    id: tx.id,
    kind: tx.kind,
    createdAt: tx.createdAt.toISOString(),
    amount: amount?.amount ?? '0',
    currency: amount?.currency ?? 'GTC',
    partner:
      tx.partnerId !== null && row.partnerLogin !== null
        ? { id: tx.partnerId, login: row.partnerLogin }
        : null,
    memo: tx.memo,
    reversedBy: row.reversedBy,
    reverses: tx.reversesId,
  };
}

/** One page of the ledger, newest first, filtered by kind, partner, period and search. */
export async function listTransactions(
  db: Db,
  query: AdminTransactionQuery,
): Promise<Page<LedgerTransaction>> {
  const search = query.search?.trim();
  const filter = and(
    query.kind ? eq(ledgerTransactions.kind, query.kind) : undefined,
    query.partnerId ? eq(ledgerTransactions.partnerId, query.partnerId) : undefined,
    periodFilter(ledgerTransactions.createdAt, query),
    search
      ? or(
          /^\d{1,9}$/.test(search) ? eq(ledgerTransactions.id, Number(search)) : undefined,
          ilike(partners.login, containsPattern(search)),
          ilike(ledgerTransactions.memo, containsPattern(search)),
        )
      : undefined,
  );
  const rows = await selectTransactions(db, filter)
    .orderBy(desc(ledgerTransactions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerTransactions)
    .leftJoin(partners, eq(partners.id, ledgerTransactions.partnerId))
    .where(filter);
  const amounts = await amountsOf(
    db,
    rows.map((r) => r.tx.id),
  );
  return { items: rows.map((r) => toView(r, amounts.get(r.tx.id))), total: total?.n ?? 0 };
}

/** A transaction in the list's shape, or null. */
export async function loadTransaction(db: Db, id: number): Promise<LedgerTransaction | null> {
  const [row] = await selectTransactions(db, eq(ledgerTransactions.id, id));
  if (!row) return null;
  return toView(row, (await amountsOf(db, [id])).get(id));
}

/** A transaction with its entries, natural key and author, or null. */
export async function loadTransactionDetail(
  db: Db,
  id: number,
): Promise<LedgerTransactionDetail | null> {
  const [row] = await selectTransactions(db, eq(ledgerTransactions.id, id));
  if (!row) return null;
  const entries = await db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      accountId: ledgerAccounts.id,
      currency: ledgerAccounts.currency,
      partnerId: ledgerAccounts.partnerId,
      systemName: ledgerAccounts.systemName,
      partnerLogin: entryPartner.login,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .leftJoin(entryPartner, eq(entryPartner.id, ledgerAccounts.partnerId))
    .where(eq(ledgerEntries.transactionId, id))
    .orderBy(ledgerEntries.id);
  return {
    ...toView(row, (await amountsOf(db, [id])).get(id)),
    entries: entries.map((e) => ({
      id: e.id,
      amount: e.amount.toString(),
      account: {
        id: e.accountId,
        currency: e.currency,
        owner:
          e.partnerId !== null
            ? { kind: 'partner' as const, id: e.partnerId, login: e.partnerLogin ?? '' }
            : { kind: 'system' as const, name: e.systemName ?? '' },
      },
    })),
    naturalKey: row.tx.naturalKey,
    createdBy: { kind: row.tx.createdByKind, name: await authorName(db, row.tx) },
  };
}

/** Who booked it: the admin's name, the partner's login, or "system" (jobs). */
async function authorName(db: Db, tx: typeof ledgerTransactions.$inferSelect): Promise<string> {
  if (tx.createdById === null || tx.createdByKind === 'system') return 'system';
  if (tx.createdByKind === 'admin') {
    const [admin] = await db
      .select({ name: adminUsers.name })
      .from(adminUsers)
      .where(eq(adminUsers.id, tx.createdById));
    return admin?.name ?? `admin #${tx.createdById}`;
  }
  const [partner] = await db
    .select({ login: partners.login })
    .from(partners)
    .where(eq(partners.id, tx.createdById));
  return partner?.login ?? `partner #${tx.createdById}`;
}
