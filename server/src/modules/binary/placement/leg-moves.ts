import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { intArray, pathOf } from '../binary-sql';

type Side = 'L' | 'R';

/** Volume and partners entering one leg of one node; `own` = the part its own partners bought. */
export type DirectMove = { id: number; side: Side; volume: bigint; count: number; own: bigint };

/**
 * Volume and partners that entered the subtree of node `id`, for every binary ancestor of it
 * (on the side the node lies on), with the own volume of `sponsorId` when that is one of them.
 */
export type PathMove = { id: number; volume: bigint; count: number; sponsorId: number | null };

/**
 * Moves leg figures (lifetime volume, uncounted volume, own volume, partner count) in one
 * statement: `direct` moves name the leg, `paths` moves climb the ancestor list of their node,
 * and the sum per node is added once. With `applied`, those partners' pending volume events are
 * marked applied in the same statement: the moves must carry exactly their pending volume, which
 * holds because the caller holds the partners' rows (FOR NO KEY UPDATE, as recordBinaryVolume
 * takes it), so no event of theirs appears meanwhile.
 */
export async function applyLegMoves(
  tx: Db,
  input: {
    direct: readonly DirectMove[];
    paths: readonly PathMove[];
    applied?: { partnerIds: readonly number[]; at: Date };
  },
): Promise<void> {
  if (input.direct.length === 0 && input.paths.length === 0 && !input.applied) return;
  const direct = JSON.stringify(
    input.direct.map((d) => ({ ...d, volume: d.volume.toString(), own: d.own.toString() })),
  );
  const paths = JSON.stringify(
    input.paths.map((p) => ({
      id: p.id,
      volume: p.volume.toString(),
      count: p.count,
      sponsor_id: p.sponsorId,
    })),
  );
  const pathIds = intArray(input.paths.map((p) => p.id));
  const directIds = intArray(input.direct.map((d) => d.id));
  const applied = input.applied ?? { partnerIds: [], at: new Date(0) };
  // The planner cannot see how many rows a JSON batch holds; JIT would cost more than the run.
  await tx.execute(sql`set local jit = off`);
  // Every writer of leg figures (purchases, placements, the daily close) locks nodes in depth
  // order: two of them meet on the shared top of their paths in the same order.
  await tx.execute(sql`
    select n.partner_id from binary_nodes n
    where n.partner_id = any(${directIds})
       or n.partner_id in (select unnest(q.ancestors) from binary_nodes q where q.partner_id = any(${pathIds}))
    order by n.depth, n.partner_id
    for update`);
  await tx.execute(sql`
    with direct as (
      select d.id,
        case d.side when 'L' then d.volume else 0 end as lv,
        case d.side when 'R' then d.volume else 0 end as rv,
        case d.side when 'L' then d.count else 0 end as lc,
        case d.side when 'R' then d.count else 0 end as rc,
        case d.side when 'L' then d.own else 0 end as lo,
        case d.side when 'R' then d.own else 0 end as ro
      from jsonb_to_recordset(${direct}::jsonb)
        as d(id int, side text, volume numeric, count int, own numeric)
    ),
    climbed as (
      select a.id,
        case a.side when 'L' then p.volume else 0 end as lv,
        case a.side when 'R' then p.volume else 0 end as rv,
        case a.side when 'L' then p.count else 0 end as lc,
        case a.side when 'R' then p.count else 0 end as rc,
        case when a.side = 'L' and a.id = p.sponsor_id then p.volume else 0 end as lo,
        case when a.side = 'R' and a.id = p.sponsor_id then p.volume else 0 end as ro
      from jsonb_to_recordset(${paths}::jsonb) as p(id int, volume numeric, count int, sponsor_id int)
      join binary_nodes q on q.partner_id = p.id
      cross join lateral ${pathOf('q')}
    ),
    moves as (
      select id, sum(lv) as lv, sum(rv) as rv, sum(lc)::int as lc, sum(rc)::int as rc,
             sum(lo) as lo, sum(ro) as ro
      from (select * from direct union all select * from climbed) m
      group by id
    ),
    marked as (
      update binary_volume_events set applied_at = ${applied.at.toISOString()}::timestamptz
      where partner_id = any(${intArray(applied.partnerIds)}) and applied_at is null
    )
    update binary_nodes n set
      left_volume = n.left_volume + m.lv,
      right_volume = n.right_volume + m.rv,
      left_uncounted = n.left_uncounted + m.lv,
      right_uncounted = n.right_uncounted + m.rv,
      left_own_volume = n.left_own_volume + m.lo,
      right_own_volume = n.right_own_volume + m.ro,
      left_count = n.left_count + m.lc,
      right_count = n.right_count + m.rc
    from moves m
    where n.partner_id = m.id`);
}
