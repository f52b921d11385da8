import type { BinarySide } from 'shared-api/contract';
import type { DirectMove, PathMove } from './leg-moves';

export type PlacedInBatch = {
  partnerId: number;
  sponsorId: number;
  parentId: number;
  /** The side under the parent; also the sponsor's leg, as the walk starts at the sponsor. */
  side: BinarySide;
  /** The partner's pending volume, moved now. */
  pending: bigint;
};

const letter = (side: BinarySide) => (side === 'left' ? 'L' : 'R');

/**
 * The leg moves of a batch of placements (in placement order). Nodes placed in the batch are
 * leaves when placed, so the batch forms subtrees hanging from nodes placed before it: inside the
 * batch each node's volume and count go up to its parent step by step (computed here), and what
 * reaches a node from before the batch climbs its whole ancestor list once (one path move per
 * such node, not one per partner placed: a batch deep in a long chain costs one climb). The own
 * volume goes to the sponsor, on the leg the partner was placed in.
 */
export function batchLegMoves(placed: readonly PlacedInBatch[]): {
  direct: DirectMove[];
  paths: PathMove[];
} {
  const inBatch = new Map(placed.map((p) => [p.partnerId, p]));
  const direct = new Map<string, DirectMove>();
  const paths = new Map<number, PathMove>();
  const add = (id: number, side: BinarySide, volume: bigint, count: number, own: bigint) => {
    const key = `${id}:${side}`;
    const move = direct.get(key) ?? { id, side: letter(side), volume: 0n, count: 0, own: 0n };
    move.volume += volume;
    move.count += count;
    move.own += own;
    direct.set(key, move);
  };
  for (const p of placed) {
    add(p.sponsorId, p.side, 0n, 0, p.pending);
    let node: PlacedInBatch = p;
    for (;;) {
      add(node.parentId, node.side, p.pending, 1, 0n);
      const parent = inBatch.get(node.parentId);
      if (!parent) break;
      node = parent;
    }
    const path = paths.get(node.parentId) ?? {
      id: node.parentId,
      volume: 0n,
      count: 0,
      sponsorId: null,
    };
    path.volume += p.pending;
    path.count += 1;
    paths.set(node.parentId, path);
  }
  return {
    direct: [...direct.values()].filter((d) => d.volume > 0n || d.count > 0 || d.own > 0n),
    paths: [...paths.values()],
  };
}
