import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { systemAccount, type AccountRef } from '../ledger/accounts';

/**
 * The GTC `bonuses` account, row-locked for the rest of the transaction. Every network bonus
 * (linear, career, mentor) locks it before any partner wallet it credits: two payers then queue
 * on this one row instead of each holding a wallet the other waits for (a deadlock).
 */
export async function lockBonusesAccount(tx: Db, at: Date): Promise<AccountRef> {
  const bonuses = await systemAccount(tx, 'bonuses', 'GTC', at);
  await tx.execute(sql`select id from ledger_accounts where id = ${bonuses.id} for update`);
  return bonuses;
}
