import { sql } from 'drizzle-orm';
import type { BinarySide } from 'shared-api/contract';
import type { Db } from '../../../db/types';
import { queryRows } from '../../ledger/sql-rows';
import { intArray } from '../binary-sql';
import type { LegFigures } from './smaller-leg';

/** A node already in the table, as far as a batch of placements needs it. */
export type FrameNode = {
  id: number;
  parentId: number | null;
  side: BinarySide | null;
  depth: number;
  /** Leg figures in the table (placements of the batch not moved yet). */
  legs: LegFigures;
  /** Ancestor ids and sides ('L'/'R'), root first; loaded for the bottoms of the edges only. */
  ancestors: number[] | null;
  sides: string | null;
};

/**
 * What a batch of placements reads before choosing its slots, in two statements: the placed
 * sponsors with both outer edges below them (left-most and right-most children down to the free
 * slot; every placement of the batch ends on one of them, or below a node placed in the batch),
 * and the pending volume of the partners to place.
 */
export type PlacementFrame = {
  nodes: Map<number, FrameNode>;
  pending: Map<number, bigint>;
};

type NodeRow = {
  id: number;
  parentId: number | null;
  side: BinarySide | null;
  depth: number;
  ancestors: string | null;
  sides: string | null;
  leftVolume: string;
  rightVolume: string;
  leftCount: number;
  rightCount: number;
};

export async function readPlacementFrame(
  tx: Db,
  input: { sponsorIds: readonly number[]; partnerIds: readonly number[] },
): Promise<PlacementFrame> {
  const rows = await queryRows<NodeRow>(
    tx,
    sql`with recursive edge(id, walk) as (
      select n.partner_id, w.walk
      from binary_nodes n cross join (values ('left'), ('right')) as w(walk)
      where n.partner_id = any(${intArray(input.sponsorIds)})
      union
      -- A lateral lookup by the (parent, side) key: the planner sizes the walk at ten times its
      -- start and would otherwise hash the whole table at every batch.
      select c.partner_id, e.walk from edge e
      cross join lateral (select c.partner_id from binary_nodes c
                          where c.parent_id = e.id and c.side = e.walk limit 1) c
    ),
    nodes as (
      select e.id, bool_or(not exists (
        select 1 from binary_nodes c where c.parent_id = e.id and c.side = e.walk)) as bottom
      from edge e group by e.id
    )
    select n.partner_id as id, n.parent_id as "parentId", n.side, n.depth,
      case when e.bottom then array_to_string(n.ancestors, ',') end as ancestors,
      case when e.bottom then n.sides end as sides,
      n.left_volume::text as "leftVolume", n.right_volume::text as "rightVolume",
      n.left_count as "leftCount", n.right_count as "rightCount"
    from nodes e join binary_nodes n on n.partner_id = e.id`,
  );
  const pending = await queryRows<{ id: number; amount: string }>(
    tx,
    sql`select partner_id as id, sum(amount)::text as amount from binary_volume_events
    where partner_id = any(${intArray(input.partnerIds)}) and applied_at is null
    group by partner_id`,
  );
  return {
    nodes: new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          parentId: r.parentId,
          side: r.side,
          depth: r.depth,
          legs: {
            leftVolume: BigInt(r.leftVolume),
            rightVolume: BigInt(r.rightVolume),
            leftCount: r.leftCount,
            rightCount: r.rightCount,
          },
          ancestors:
            r.ancestors === null ? null : r.ancestors.split(',').filter(Boolean).map(Number),
          sides: r.sides,
        },
      ]),
    ),
    pending: new Map(pending.map((p) => [p.id, BigInt(p.amount)])),
  };
}
