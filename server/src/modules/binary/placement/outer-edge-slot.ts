import { sql } from 'drizzle-orm';
import type { BinarySide } from 'shared-api/contract';
import type { Db } from '../../../db/types';
import { queryRows } from '../../ledger/sql-rows';
import { intArray } from '../binary-sql';
import { smallerLegOf, type LegFigures } from './smaller-leg';

export type PlacedNode = {
  side: BinarySide;
  parentId: number;
  depth: number;
  /** The partner's volume still pending (it reaches the legs when the batch is moved). */
  pending: bigint;
  /** Which of the watched nodes now have the partner below them, and on which side. */
  below: { id: number; side: 'L' | 'R' }[];
};

/** Attempts before giving up when other placements keep taking the slot found. */
const ATTEMPTS = 10;

/**
 * business rules (Binary): inserts the node of `partnerId` at the outer edge of a leg of
 * `sponsorId` (the one given, or the smaller one counting `extra`): the walk goes down the
 * left-most (right-most) children to the first free slot. One statement per placement.
 * The unique (parent, side) index makes concurrent placements safe: a slot another transaction
 * took first makes the insert do nothing (after waiting for it), and the walk runs again.
 *
 * `watch` (node id → depth) asks which of those nodes the new one lies below: node W at depth d
 * is an ancestor exactly when the new node's ancestors[d + 1] is W, one array read per watched
 * node however deep the tree.
 */
export async function insertAtOuterEdge(
  tx: Db,
  input: {
    partnerId: number;
    sponsorId: number;
    side: BinarySide | { smaller: LegFigures };
    by: 'sponsor' | 'auto';
    at: Date;
    watch: ReadonlyMap<number, number>;
  },
): Promise<PlacedNode> {
  const side =
    typeof input.side === 'string'
      ? sql`${input.side}::text`
      : smallerLegOf('s', input.side.smaller);
  const watchIds = intArray([...input.watch.keys()]);
  const watchDepths = intArray([...input.watch.values()]);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [row] = await queryRows<Omit<PlacedNode, 'pending'> & { pending: string }>(
      tx,
      sql`with recursive choice as (
        select ${side} as side from binary_nodes s where s.partner_id = ${input.sponsorId}
      ),
      edge(id, step) as (
        select ${input.sponsorId}::int, 0
        union all
        select c.partner_id, e.step + 1 from edge e
        join binary_nodes c on c.parent_id = e.id and c.side = (select side from choice)
      ),
      bottom as (select id from edge order by step desc limit 1),
      inserted as (
        insert into binary_nodes (partner_id, parent_id, side, depth, ancestors, sides, placed_at, placed_by)
        select ${input.partnerId}, b.partner_id, choice.side, b.depth + 1, b.ancestors || b.partner_id,
               b.sides || case choice.side when 'left' then 'L' else 'R' end,
               ${input.at.toISOString()}::timestamptz, ${input.by}
        from bottom join binary_nodes b on b.partner_id = bottom.id cross join choice
        on conflict (parent_id, side) do nothing
        returning partner_id, parent_id, side, depth, ancestors, sides
      )
      select i.side, i.parent_id as "parentId", i.depth,
        (select coalesce(sum(e.amount), 0)::text from binary_volume_events e
         where e.partner_id = i.partner_id and e.applied_at is null) as pending,
        coalesce((select json_agg(json_build_object('id', w.id, 'side', substr(i.sides, w.depth + 1, 1)))
                  from unnest(${watchIds}, ${watchDepths}) as w(id, depth)
                  where w.depth < i.depth and i.ancestors[w.depth + 1] = w.id), '[]'::json) as below
      from inserted i`,
    );
    if (row) return { ...row, pending: BigInt(row.pending) };
  }
  throw new Error(`no free slot found for partner ${input.partnerId} after ${ATTEMPTS} attempts`);
}
