import type { BinarySide } from 'shared-api/contract';
import type { Db } from '../../../db/types';
import { uniqueViolation } from '../../../db/unique-violation';
import { batchLegMoves } from './batch-leg-moves';
import { insertPlannedNodes } from './insert-nodes';
import { applyLegMoves } from './leg-moves';
import { readPlacementFrame } from './placement-frame';
import { planPlacements, type Placement, type PlannedNode } from './plan-placements';

export type { Placement } from './plan-placements';

export type Placed = { partnerId: number; parentId: number; side: BinarySide };

/** Plans before giving up when other placements keep taking the slots planned. */
const ATTEMPTS = 10;

/**
 * Places the partners in order, then moves their pending volume and counts into the legs of
 * every ancestor in one statement (see batchLegMoves). The caller holds each partner's row (FOR NO
 * KEY UPDATE), has checked that none is placed, and that each sponsor is placed (or is placed
 * earlier in the same list).
 *
 * Set-based, whatever the batch size: one read of the sponsors' outer edges and the pending
 * volume, the slots chosen in memory (planPlacements), one insert. A slot taken by a concurrent
 * placement meanwhile rolls the insert back to its savepoint and the batch is planned again on a
 * fresh read.
 */
export async function placePartners(
  tx: Db,
  placements: readonly Placement[],
  at: Date,
): Promise<Placed[]> {
  if (placements.length === 0) return [];
  let placed: PlannedNode[] | null = null;
  for (let attempt = 1; !placed; attempt += 1) {
    try {
      placed = await tx.transaction(async (sp) => {
        const frame = await readPlacementFrame(sp, {
          sponsorIds: [...new Set(placements.map((p) => p.sponsorId))],
          partnerIds: placements.map((p) => p.partnerId),
        });
        const plan = planPlacements(frame, placements);
        await insertPlannedNodes(sp, plan, at);
        return plan;
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || uniqueViolation(error) !== 'binary_nodes_child_key') throw error;
    }
  }
  await applyLegMoves(tx, {
    ...batchLegMoves(placed),
    applied: { partnerIds: placed.map((p) => p.partnerId), at },
  });
  return placed.map(({ partnerId, parentId, side }) => ({ partnerId, parentId, side }));
}
