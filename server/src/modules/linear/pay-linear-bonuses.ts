import { sql } from 'drizzle-orm';
import { applyBasisPoints } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { partnerAccount } from '../ledger/accounts';
import { postTransaction } from '../ledger/post-transaction';
import { queryRows } from '../ledger/sql-rows';
import { lockBonusesAccount } from '../network/bonuses-account';
import type { PackagePayment } from '../network/package-payment';
import { readNetworkSettings } from '../settings/network-settings';
import { openLevelsOf } from './open-levels';

type Upline = { partnerId: number; level: number; openLevels: number };

/**
 * business rules (Linear): each upline at level L = 1..6 of the buyer's sponsor chain earns
 * `linearLevelsBp[L-1]` of the amount paid when level L is open for them. A locked level's share
 * is neither paid nor passed up. Runs in the payment's transaction; the natural key
 * `linear:<payment transaction>:<L>` pays each share at most once.
 */
export async function payLinearBonuses(tx: Db, payment: PackagePayment): Promise<void> {
  const { linearLevelsBp } = await readNetworkSettings(tx);
  const due = (await uplineOf(tx, payment.partnerId, linearLevelsBp.length))
    .filter((u) => u.level <= u.openLevels)
    .map((u) => ({
      ...u,
      amount: applyBasisPoints(payment.amount, linearLevelsBp[u.level - 1] ?? 0),
    }))
    .filter((u) => u.amount > 0n);
  if (due.length === 0) return;

  const bonuses = await lockBonusesAccount(tx, payment.at);
  for (const u of due) {
    const wallet = await partnerAccount(tx, u.partnerId, 'GTC', payment.at);
    await postTransaction(tx, {
      kind: 'linear-bonus',
      naturalKey: `linear:${payment.transactionId}:${u.level}`,
      partnerId: u.partnerId,
      details: { counterpartyId: payment.partnerId, level: u.level },
      createdBy: { kind: 'system', id: null },
      at: payment.at,
      entries: [
        { account: wallet, amount: u.amount },
        { account: bonuses, amount: -u.amount },
      ],
    });
  }
}

/** The sponsor chain above `partnerId`, nearest first, to `levels` levels, with open levels. */
function uplineOf(tx: Db, partnerId: number, levels: number): Promise<Upline[]> {
  return queryRows<Upline>(
    tx,
    sql`with recursive upline(id, level) as (
      select p.sponsor_id, 1 from partners p where p.id = ${partnerId} and p.sponsor_id is not null
      union all
      select p.sponsor_id, u.level + 1 from upline u join partners p on p.id = u.id
      where u.level < ${levels} and p.sponsor_id is not null
    )
    select u.id as "partnerId", u.level::int as level, ${openLevelsOf(sql`u.id`)} as "openLevels"
    from upline u order by u.level`,
  );
}
