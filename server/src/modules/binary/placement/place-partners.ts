import { sql } from 'drizzle-orm';
import type { BinarySide } from 'shared-api/contract';
import type { Db } from '../../../db/types';
import { queryRows } from '../../ledger/sql-rows';
import { intArray } from '../binary-sql';
import { noLegs, type LegFigures } from './smaller-leg';
import { batchLegMoves, type PlacedInBatch } from './batch-leg-moves';
import { applyLegMoves } from './leg-moves';
import { insertAtOuterEdge } from './outer-edge-slot';

export type Placement = {
  partnerId: number;
  sponsorId: number;
  /** A leg chosen by the sponsor, or the sponsor's smaller leg at the moment of placement. */
  side: BinarySide | 'smaller';
  by: 'sponsor' | 'auto';
};

export type Placed = { partnerId: number; parentId: number; side: BinarySide };

/**
 * Places the partners in order, then moves their pending volume and counts into the legs of
 * every ancestor in one statement (see batchLegMoves). The caller holds each partner's row (FOR NO
 * KEY UPDATE), has checked that none is placed, and that each sponsor is placed (or is placed
 * earlier in the same list).
 *
 * Leg figures in the table lag behind the partners placed earlier in the list, so a later
 * "smaller leg" choice adds them: the sponsors still to choose are watched, and each insert
 * reports which of them it lies below.
 */
export async function placePartners(
  tx: Db,
  placements: readonly Placement[],
  at: Date,
): Promise<Placed[]> {
  const choicesLeft = new Map<number, number>();
  for (const p of placements) {
    if (p.side === 'smaller') choicesLeft.set(p.sponsorId, (choicesLeft.get(p.sponsorId) ?? 0) + 1);
  }
  const watch = await depthsOf(tx, [...choicesLeft.keys()]);
  const placedBelow = new Map<number, LegFigures>();
  const placed: PlacedInBatch[] = [];
  for (const p of placements) {
    if (p.side === 'smaller') {
      const left = (choicesLeft.get(p.sponsorId) ?? 1) - 1;
      choicesLeft.set(p.sponsorId, left);
      if (left === 0) watch.delete(p.sponsorId);
    }
    const node = await insertAtOuterEdge(tx, {
      ...p,
      side: p.side === 'smaller' ? { smaller: placedBelow.get(p.sponsorId) ?? noLegs() } : p.side,
      at,
      watch,
    });
    for (const b of node.below) {
      const legs = placedBelow.get(b.id) ?? noLegs();
      if (b.side === 'L') {
        legs.leftVolume += node.pending;
        legs.leftCount += 1;
      } else {
        legs.rightVolume += node.pending;
        legs.rightCount += 1;
      }
      placedBelow.set(b.id, legs);
    }
    // A sponsor placed in this batch is watched from now on (nothing lay below it before).
    if ((choicesLeft.get(p.partnerId) ?? 0) > 0) watch.set(p.partnerId, node.depth);
    placed.push({ ...p, parentId: node.parentId, side: node.side, pending: node.pending });
  }
  await applyLegMoves(tx, {
    ...batchLegMoves(placed),
    applied: { partnerIds: placed.map((p) => p.partnerId), at },
  });
  return placed.map(({ partnerId, parentId, side }) => ({ partnerId, parentId, side }));
}

/** Depths of the placed ones among `ids` (the others are watched once placed). */
async function depthsOf(tx: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; depth: number }>(
    tx,
    sql`select partner_id as id, depth from binary_nodes where partner_id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, r.depth]));
}
