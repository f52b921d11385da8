import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { queryRows } from '../../ledger/sql-rows';
import type { PlannedNode } from './plan-placements';

/**
 * Inserts the planned nodes in one statement. A node's ancestor list and sides extend its
 * parent's, and a parent may be planned in the same batch, so they are built down the planned
 * subtrees by a recursive walk from the parents already in the table (one step per level).
 * The unique (parent, side) index makes concurrent placements safe: a slot another transaction
 * took since the plan was read fails the statement (binary_nodes_child_key), and the caller plans
 * again.
 */
export async function insertPlannedNodes(
  tx: Db,
  nodes: readonly PlannedNode[],
  at: Date,
): Promise<void> {
  if (nodes.length === 0) return;
  const planned = JSON.stringify(
    nodes.map((n, i) => ({ id: n.partnerId, parent: n.parentId, side: n.side, by: n.by, n: i })),
  );
  const [row] = await queryRows<{ inserted: number }>(
    tx,
    sql`with recursive planned as (
      select * from jsonb_to_recordset(${planned}::jsonb)
        as p(id int, parent int, side text, by text, n int)
    ),
    built(id, parent, side, by, n, depth, ancestors, sides) as (
      select p.id, p.parent, p.side, p.by, p.n, b.depth + 1, b.ancestors || b.partner_id,
             b.sides || case p.side when 'left' then 'L' else 'R' end
      from planned p join binary_nodes b on b.partner_id = p.parent
      union all
      select p.id, p.parent, p.side, p.by, p.n, t.depth + 1, t.ancestors || t.id,
             t.sides || case p.side when 'left' then 'L' else 'R' end
      from built t join planned p on p.parent = t.id
    ),
    inserted as (
      insert into binary_nodes (partner_id, parent_id, side, depth, ancestors, sides, placed_at, placed_by)
      select id, parent, side, depth, ancestors, sides, ${at.toISOString()}::timestamptz, by
      from built order by n
      returning 1
    )
    select count(*)::int as inserted from inserted`,
  );
  if (row?.inserted !== nodes.length) {
    throw new Error(`placed ${row?.inserted ?? 0} of ${nodes.length} planned nodes`);
  }
}
