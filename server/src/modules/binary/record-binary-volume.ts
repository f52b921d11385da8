import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';
import type { PackagePayment } from '../network/package-payment';
import { ensurePlaced } from './placement/binary-root';
import { applyLegMoves } from './placement/leg-moves';

/**
 * business rules (Binary): a package payment is binary volume of the buyer. Booked as a volume
 * event in the payment's transaction; it reaches the ancestors' legs at once when the buyer is
 * placed, else when they are placed ("purchases before placement count when placed").
 * Idempotent by the paying transaction (a second call for it does nothing).
 */
export async function recordBinaryVolume(tx: Db, payment: PackagePayment): Promise<void> {
  // The buyer's row serialises this with their placement (which holds it while it moves the
  // pending events): the event is either seen pending there or finds the node here. A statement
  // of its own, so that the next one reads what such a placement committed.
  await tx.execute(sql`select id from partners where id = ${payment.partnerId} for no key update`);
  const [row] = await queryRows<{ booked: boolean; placed: boolean; sponsorId: number | null }>(
    tx,
    sql`with booked as (
      insert into binary_volume_events (partner_id, amount, transaction_id, created_at)
      values (${payment.partnerId}, ${payment.amount.toString()}, ${payment.transactionId},
              ${payment.at.toISOString()}::timestamptz)
      on conflict (transaction_id) do nothing
      returning id
    )
    select exists (select 1 from booked) as booked,
      exists (select 1 from binary_nodes n where n.partner_id = p.id) as placed,
      p.sponsor_id as "sponsorId"
    from partners p where p.id = ${payment.partnerId}`,
  );
  if (!row?.booked) return;
  // A partner without a sponsor is a tree root: placed on their first need.
  const root = row.sponsorId === null;
  if (row.placed || (root && (await ensurePlaced(tx, payment.partnerId, payment.at)))) {
    await applyLegMoves(tx, {
      direct: [],
      paths: [
        { id: payment.partnerId, volume: payment.amount, count: 0, sponsorId: row.sponsorId },
      ],
      applied: { partnerIds: [payment.partnerId], at: payment.at },
    });
  }
}
