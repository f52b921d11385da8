import type { Db } from '../../db/types';
import { partnerAccount, systemAccount } from '../ledger/accounts';
import { postTransaction, type Actor } from '../ledger/post-transaction';
import type { WithdrawalRecord } from './withdrawal-view';

/** Returns a withdrawal's reserve to the partner's GTC wallet (cancel or reject); the transaction id. */
export async function releaseReserve(
  tx: Db,
  row: WithdrawalRecord,
  actor: Actor,
  at: Date,
): Promise<number> {
  const posted = await postTransaction(tx, {
    kind: 'withdrawal-release',
    naturalKey: `withdrawal:${row.id}:settle`,
    partnerId: row.partnerId,
    memo: `Withdrawal #${row.id} returned`,
    details: { withdrawalId: row.id, currency: row.currency },
    createdBy: actor,
    at,
    entries: [
      { account: await systemAccount(tx, 'withdrawals-pending', 'GTC', at), amount: -row.amount },
      { account: await partnerAccount(tx, row.partnerId, 'GTC', at), amount: row.amount },
    ],
  });
  if (!posted) throw new Error(`withdrawal ${row.id} was settled already`);
  return posted.id;
}
