import type { Currency } from 'shared-api/contract';
import type { Db } from '../db/types';
import { partnerAccount, systemAccount } from '../modules/ledger/accounts';
import { postTransaction } from '../modules/ledger/post-transaction';

const FIXTURE_AT = new Date('2026-01-01T00:00:00Z');

/**
 * Gives a partner money the way an admin would: an `adjustment` credit from the
 * admin-adjustments account, booked through the ledger (so balances and entries agree).
 * Returns the transaction id.
 */
export async function creditPartner(
  db: Db,
  partnerId: number,
  amountMicro: string | bigint,
  currency: Currency = 'GTC',
  at: Date = FIXTURE_AT,
): Promise<number> {
  const amount = BigInt(amountMicro);
  return db.transaction(async (tx) => {
    const wallet = await partnerAccount(tx, partnerId, currency, at);
    const source = await systemAccount(tx, 'admin-adjustments', currency, at);
    const posted = await postTransaction(tx, {
      kind: 'adjustment',
      partnerId,
      memo: 'Test funding',
      details: { reason: 'Test funding' },
      createdBy: { kind: 'system', id: null },
      at,
      entries: [
        { account: wallet, amount },
        { account: source, amount: -amount },
      ],
    });
    if (!posted) throw new Error('creditPartner booked nothing');
    return posted.id;
  });
}
