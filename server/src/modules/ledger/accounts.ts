import { and, eq, isNull } from 'drizzle-orm';
import type { Currency } from 'shared-api/contract';
import { ledgerAccounts } from '../../db/schema';
import type { Db } from '../../db/types';
import type { SystemAccount } from './system-accounts';

export type AccountRef = { id: number; currency: Currency };

/**
 * The partner's wallet in `currency`, created on first use. Concurrent first uses are safe: the
 * insert does nothing on the unique index and the select reads the winner's row.
 */
export async function partnerAccount(
  tx: Db,
  partnerId: number,
  currency: Currency,
  at: Date,
): Promise<AccountRef> {
  const found = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.partnerId, partnerId), eq(ledgerAccounts.currency, currency)));
  if (found[0]) return { id: found[0].id, currency };
  await tx
    .insert(ledgerAccounts)
    .values({ partnerId, currency, createdAt: at })
    .onConflictDoNothing();
  return partnerAccount(tx, partnerId, currency, at);
}

/** A system account in `currency`, created on first use (same race-safety as partnerAccount). */
export async function systemAccount(
  tx: Db,
  name: SystemAccount,
  currency: Currency,
  at: Date,
): Promise<AccountRef> {
  const found = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.systemName, name),
        eq(ledgerAccounts.currency, currency),
        isNull(ledgerAccounts.partnerId),
      ),
    );
  if (found[0]) return { id: found[0].id, currency };
  await tx
    .insert(ledgerAccounts)
    .values({ systemName: name, currency, createdAt: at })
    .onConflictDoNothing();
  return systemAccount(tx, name, currency, at);
}

/** A partner's balance in `currency` (0 when the wallet does not exist yet). */
export async function partnerBalance(
  db: Db,
  partnerId: number,
  currency: Currency,
): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.partnerId, partnerId), eq(ledgerAccounts.currency, currency)));
  return row?.balance ?? 0n;
}
