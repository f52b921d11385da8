import type { BinarySide } from 'shared-api/contract';
import type { PlacedInBatch } from './batch-leg-moves';
import { BatchTree } from './batch-tree';
import type { PlacementFrame } from './placement-frame';
import { addLegs, noLegs, smallerLeg, type LegFigures } from './smaller-leg';

export type Placement = {
  partnerId: number;
  sponsorId: number;
  /** A leg chosen by the sponsor, or the sponsor's smaller leg at the moment of placement. */
  side: BinarySide | 'smaller';
  by: 'sponsor' | 'auto';
};

export type PlannedNode = PlacedInBatch & { depth: number; by: Placement['by'] };

/**
 * business rules (Binary): the slot of each placement, in order, as if each were inserted before
 * the next is chosen: the walk goes from the sponsor down the left-most (right-most) children of
 * the leg given, or of the smaller one, to the first free slot.
 *
 * Leg figures in the table lag behind the batch, so a later "smaller leg" choice adds what the
 * batch placed below the sponsor: the sponsors with choices still to make are watched, and each
 * new node adds its volume and count to the watched ones it lies below.
 */
export function planPlacements(
  frame: PlacementFrame,
  placements: readonly Placement[],
): PlannedNode[] {
  const tree = new BatchTree(frame.nodes);
  const choicesLeft = new Map<number, number>();
  for (const p of placements) {
    if (p.side === 'smaller') choicesLeft.set(p.sponsorId, (choicesLeft.get(p.sponsorId) ?? 0) + 1);
  }
  /** Watched node id → depth: the placed sponsors with choices still to make. */
  const watch = new Map<number, number>();
  for (const id of choicesLeft.keys()) {
    const n = frame.nodes.get(id);
    if (n) watch.set(id, n.depth);
  }
  const placedBelow = new Map<number, LegFigures>();
  return placements.map((p) => {
    const sponsor = tree.node(p.sponsorId);
    if (!sponsor) throw new Error(`sponsor ${p.sponsorId} of partner ${p.partnerId} is not placed`);
    let side: BinarySide;
    if (p.side === 'smaller') {
      const left = (choicesLeft.get(p.sponsorId) ?? 1) - 1;
      choicesLeft.set(p.sponsorId, left);
      if (left === 0) watch.delete(p.sponsorId);
      const inTable = 'legs' in sponsor ? sponsor.legs : noLegs();
      side = smallerLeg(addLegs(inTable, placedBelow.get(p.sponsorId) ?? noLegs()));
    } else {
      side = p.side;
    }
    const parentId = tree.bottom(sponsor.id, side);
    const node = { id: p.partnerId, parentId, side, depth: tree.node(parentId)!.depth + 1 };
    tree.add(node);
    const pending = frame.pending.get(p.partnerId) ?? 0n;
    for (const above of tree.watchedAbove(node, watch)) {
      const legs = placedBelow.get(above.id) ?? noLegs();
      if (above.side === 'L') {
        legs.leftVolume += pending;
        legs.leftCount += 1;
      } else {
        legs.rightVolume += pending;
        legs.rightCount += 1;
      }
      placedBelow.set(above.id, legs);
    }
    // A sponsor placed in this batch is watched from now on (nothing lay below it before).
    if ((choicesLeft.get(p.partnerId) ?? 0) > 0) watch.set(p.partnerId, node.depth);
    return {
      partnerId: p.partnerId,
      sponsorId: p.sponsorId,
      parentId,
      side,
      depth: node.depth,
      pending,
      by: p.by,
    };
  });
}
