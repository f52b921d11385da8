import { and, eq, sql } from 'drizzle-orm';
import type { Wallet } from 'shared-api/contract';
import { ledgerAccounts, withdrawals } from '../../db/schema';
import type { Db } from '../../db/types';

/** The partner's balances (0 for a wallet never used) and the GTC held by pending withdrawals. */
export async function loadWallet(db: Db, partnerId: number): Promise<Wallet> {
  const accounts = await db
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.partnerId, partnerId));
  const [reserved] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(and(eq(withdrawals.partnerId, partnerId), eq(withdrawals.status, 'pending')));
  const balanceOf = (currency: string) =>
    (accounts.find((a) => a.currency === currency)?.balance ?? 0n).toString();
  return { GTC: balanceOf('GTC'), USDT: balanceOf('USDT'), reserved: reserved?.total ?? '0' };
}
