import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { queryRows } from '../../ledger/sql-rows';

/**
 * Whether `partnerId` is in the binary tree. A partner without a sponsor (the `demo` root) is the
 * root of a tree: their node is created here on first need, with no ancestors.
 */
export async function ensurePlaced(tx: Db, partnerId: number, at: Date): Promise<boolean> {
  const created = await queryRows<{ id: number }>(
    tx,
    sql`insert into binary_nodes (partner_id, parent_id, side, depth, ancestors, sides, placed_at, placed_by)
      select p.id, null, null, 0, '{}', '', ${at.toISOString()}::timestamptz, 'root'
      from partners p
      where p.id = ${partnerId} and p.sponsor_id is null
        and not exists (select 1 from binary_nodes n where n.partner_id = p.id)
      on conflict (partner_id) do nothing
      returning partner_id as id`,
  );
  if (created.length > 0) return true;
  // A statement of its own: a root node another transaction was creating, which the insert
  // waited for, committed after the insert's snapshot (read there, it answered "not placed").
  return hasNode(tx, partnerId);
}

/** Whether `partnerId` has a node (read only: a root without one yet answers false). */
export async function hasNode(db: Db, partnerId: number): Promise<boolean> {
  const [row] = await queryRows<{ placed: boolean }>(
    db,
    sql`select exists (select 1 from binary_nodes where partner_id = ${partnerId}) as placed`,
  );
  return row?.placed === true;
}
