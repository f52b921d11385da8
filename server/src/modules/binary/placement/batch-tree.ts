import type { BinarySide } from 'shared-api/contract';
import type { FrameNode } from './placement-frame';

/** A node planned in the batch (not in the table yet). */
export type NewNode = { id: number; parentId: number; side: BinarySide; depth: number };

/** A watched node a new node lies below, and the side it lies on. */
export type Above = { id: number; side: 'L' | 'R' };

const letter = (side: BinarySide) => (side === 'left' ? 'L' : 'R');

/**
 * The part of the tree a batch of placements walks: the frame read from the table (the outer
 * edges of the sponsors) and the nodes planned so far, in memory. A new node hangs below a frame
 * node at the bottom of an edge, whose ancestor list the frame holds.
 */
export class BatchTree {
  private readonly added = new Map<number, NewNode>();
  private readonly child = new Map<string, number>();

  constructor(private readonly frame: ReadonlyMap<number, FrameNode>) {
    for (const n of frame.values()) {
      if (n.parentId !== null && n.side !== null) this.child.set(`${n.parentId}:${n.side}`, n.id);
    }
  }

  node(id: number): NewNode | FrameNode | undefined {
    return this.added.get(id) ?? this.frame.get(id);
  }

  /** The free slot at the outer edge of `side` below `from`: down that side's children. */
  bottom(from: number, side: BinarySide): number {
    let bottom = from;
    for (let next = this.child.get(`${from}:${side}`); next !== undefined;) {
      bottom = next;
      next = this.child.get(`${bottom}:${side}`);
    }
    return bottom;
  }

  add(node: NewNode): void {
    this.added.set(node.id, node);
    this.child.set(`${node.parentId}:${node.side}`, node.id);
  }

  /**
   * The nodes of `watch` (id → depth) that `node` lies below, with its side under each:
   * whichever is shorter, the watch list (one ancestor lookup each) or the node's ancestors (a
   * chain can be thousands deep).
   */
  watchedAbove(node: NewNode, watch: ReadonlyMap<number, number>): Above[] {
    if (watch.size <= node.depth) {
      return [...watch].flatMap(([id, depth]) => {
        if (depth >= node.depth) return [];
        const above = this.ancestorAt(node, depth);
        return above.id === id ? [above] : [];
      });
    }
    const found: Above[] = [];
    let cur: NewNode | FrameNode = node;
    for (let fresh = this.added.get(cur.id); fresh; fresh = this.added.get(cur.id)) {
      if (watch.get(fresh.parentId) === fresh.depth - 1) {
        found.push({ id: fresh.parentId, side: letter(fresh.side) });
      }
      cur = this.node(fresh.parentId)!;
    }
    const { ancestors, sides } = this.pathOf(cur as FrameNode);
    ancestors.forEach((id, depth) => {
      if (watch.get(id) === depth) found.push({ id, side: sides[depth] === 'L' ? 'L' : 'R' });
    });
    return found;
  }

  /** The ancestor of `node` at `depth` (above it) and the side `node` lies on under it. */
  private ancestorAt(node: NewNode, depth: number): Above {
    let cur: NewNode | FrameNode = node;
    for (let fresh = this.added.get(cur.id); fresh; fresh = this.added.get(cur.id)) {
      if (fresh.depth === depth + 1) return { id: fresh.parentId, side: letter(fresh.side) };
      cur = this.node(fresh.parentId)!;
    }
    const { ancestors, sides } = this.pathOf(cur as FrameNode);
    return { id: ancestors[depth]!, side: sides[depth] === 'L' ? 'L' : 'R' };
  }

  private pathOf(node: FrameNode): { ancestors: number[]; sides: string } {
    if (node.ancestors === null || node.sides === null) {
      throw new Error(`node ${node.id} is no edge bottom of the frame`);
    }
    return { ancestors: node.ancestors, sides: node.sides };
  }
}
