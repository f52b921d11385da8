import { sql, type SQL } from 'drizzle-orm';

/** Lines of the sponsor tree the cabinet shows (spec §9: partner statuses to depth 6). */
export const NETWORK_DEPTH = 6;

/**
 * The CTE `downline(id, line)`: the partners below `rootId` in the sponsor tree down to
 * `maxLine` lines (1 = invited by the root). Each step is one lookup of partners_sponsor_idx
 * per partner of the previous line, so the cost follows the size of the answer, not of the tree.
 * The sponsor is fixed at registration to an existing partner: the tree has no cycles.
 */
export function downlineCte(rootId: number, maxLine: number): SQL {
  return sql`with recursive downline(id, line) as (
    select p.id, 1 from partners p where p.sponsor_id = ${rootId}
    union all
    select p.id, d.line + 1 from downline d join partners p on p.sponsor_id = d.id
    where d.line < ${maxLine}
  )`;
}
