import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../modules/ledger/sql-rows';
import type { ExpectedLinear } from '../simulation/network-model';

const key = (b: { to: number; from: number; level: number; amount: bigint | string }) =>
  `${b.to}←${b.from} L${b.level} ${b.amount.toString()}`;

/**
 * The linear bonuses booked, each as (recipient, buyer, level, amount credited), against those
 * the rules call for (`expected`, from the simulation's own model): the same multiset. Each is
 * keyed `linear:<payment>:<level>` on a package payment of that buyer.
 */
export async function linearViolations(
  db: Db,
  expected: readonly ExpectedLinear[],
): Promise<string[]> {
  const booked = await queryRows<{
    to: number;
    from: number;
    level: number;
    amount: string;
    keyed: boolean;
  }>(
    db,
    sql`select t.partner_id as "to", (t.details ->> 'counterpartyId')::int as "from",
      (t.details ->> 'level')::int as level, sum(e.amount)::text as amount,
      exists (select 1 from ledger_transactions p
              where p.kind in ('package-purchase', 'package-upgrade')
                and p.partner_id = (t.details ->> 'counterpartyId')::int
                and t.natural_key = 'linear:' || p.id || ':' || (t.details ->> 'level')) as keyed
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.partner_id = t.partner_id
    where t.kind = 'linear-bonus'
    group by t.id`,
  );
  const found = booked
    .filter((b) => !b.keyed)
    .map((b) => `linear bonus not keyed by its payment: ${key(b)}`);
  const actual = booked.map(key).sort();
  const wanted = expected.map(key).sort();
  if (actual.join('\n') !== wanted.join('\n')) {
    const missing = wanted.filter((k) => !actual.includes(k));
    const extra = actual.filter((k) => !wanted.includes(k));
    found.push(
      `linear bonuses differ: missing [${missing.join('; ')}], extra [${extra.join('; ')}]`,
    );
  }
  return found;
}
