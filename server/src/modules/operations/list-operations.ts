import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LEDGER_KINDS,
  OPERATION_TYPE_OF_KIND,
  type LedgerKind,
  type Operation,
  type OperationQuery,
  type Page,
} from 'shared-api/contract';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, partners } from '../../db/schema';
import type { Db } from '../../db/types';
import { periodFilter } from './period-filter';

const reversed = alias(ledgerTransactions, 'reversed');
const counterparty = alias(partners, 'counterparty');

/** `details.counterpartyId` as a partner id (null when absent or not a number). */
const counterpartyId = sql<number | null>`case
  when (${ledgerTransactions.details} ->> 'counterpartyId') ~ '^[0-9]{1,9}$'
  then (${ledgerTransactions.details} ->> 'counterpartyId')::int end`;

/** A reversal keeps the operation type of the transaction it reverses (contract wallet.ts). */
export const operationTypeOf = (kind: LedgerKind, reversedKind: LedgerKind | null) =>
  OPERATION_TYPE_OF_KIND[kind === 'reversal' && reversedKind ? reversedKind : kind];

function typeFilter(type: OperationQuery['type']): SQL | undefined {
  if (!type) return undefined;
  const kinds = LEDGER_KINDS.filter((k) => k !== 'reversal' && OPERATION_TYPE_OF_KIND[k] === type);
  return or(
    inArray(ledgerTransactions.kind, kinds),
    and(eq(ledgerTransactions.kind, 'reversal'), inArray(reversed.kind, kinds)),
  );
}

/**
 * One page of the partner's operations, newest first: each entry on one of their wallets with
 * its transaction, filtered by operation type and period.
 */
export async function listOperations(
  db: Db,
  partnerId: number,
  query: OperationQuery,
): Promise<Page<Operation>> {
  const filter = and(
    eq(ledgerAccounts.partnerId, partnerId),
    typeFilter(query.type),
    periodFilter(ledgerEntries.createdAt, query),
  );
  const rows = await db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      createdAt: ledgerEntries.createdAt,
      amount: ledgerEntries.amount,
      currency: ledgerAccounts.currency,
      kind: ledgerTransactions.kind,
      reversedKind: reversed.kind,
      details: ledgerTransactions.details,
      counterpartyLogin: counterparty.login,
      counterpartyCode: counterparty.partnerCode,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(reversed, eq(reversed.id, ledgerTransactions.reversesId))
    .leftJoin(counterparty, eq(counterparty.id, counterpartyId))
    .where(filter)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(reversed, eq(reversed.id, ledgerTransactions.reversesId))
    .where(filter);
  return {
    items: rows.map((r) => ({
      id: r.id,
      transactionId: r.transactionId,
      date: r.createdAt.toISOString(),
      type: operationTypeOf(r.kind, r.reversedKind),
      kind: r.kind,
      amount: r.amount.toString(),
      currency: r.currency,
      counterparty:
        r.counterpartyLogin !== null && r.counterpartyCode !== null
          ? { login: r.counterpartyLogin, partnerCode: r.counterpartyCode }
          : null,
      details: r.details,
    })),
    total: total?.n ?? 0,
  };
}
