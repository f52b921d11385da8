import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { recordBinaryVolume } from '../modules/binary/record-binary-volume';
import { queryRows } from '../modules/ledger/sql-rows';

/**
 * Bench setup: the binary volume of the seeded purchases of partners with ids ≥ `fromPartnerId`
 * (what `recordBinaryVolume` books for each, without its one transaction per purchase, which
 * takes about 40 minutes at a million on the 2-core machine). For a buyer who has a sponsor and
 * no node that function writes only the pending event, so those events are one INSERT here; any
 * other buyer (a root, a placed partner) still goes through it. Takes no partner lock: nothing
 * places partners while the bench seeds. Returns the purchases booked.
 */
export async function recordPendingVolume(
  db: Db,
  input: { fromPartnerId: number; at: Date },
): Promise<number> {
  const at = input.at.toISOString();
  const [pending] = await queryRows<{ n: number }>(
    db,
    sql`with booked as (
      insert into binary_volume_events (partner_id, amount, transaction_id, created_at)
      select pp.partner_id, pp.paid, pp.transaction_id, ${at}::timestamptz
      from partner_packages pp join partners p on p.id = pp.partner_id
      where pp.partner_id >= ${input.fromPartnerId} and p.sponsor_id is not null
        and not exists (select 1 from binary_nodes n where n.partner_id = p.id)
      order by pp.partner_id
      on conflict (transaction_id) do nothing
      returning 1
    )
    select count(*)::int as n from booked`,
  );
  const others = await queryRows<{ partnerId: number; amount: string; transactionId: number }>(
    db,
    sql`select pp.partner_id as "partnerId", pp.paid::text as amount,
      pp.transaction_id as "transactionId"
    from partner_packages pp
    where pp.partner_id >= ${input.fromPartnerId}
      and not exists (select 1 from binary_volume_events e where e.transaction_id = pp.transaction_id)
    order by pp.partner_id`,
  );
  for (const p of others) {
    await db.transaction((tx) =>
      recordBinaryVolume(tx, { ...p, amount: BigInt(p.amount), at: input.at }),
    );
  }
  return (pending?.n ?? 0) + others.length;
}
