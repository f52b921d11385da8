import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../../modules/ledger/sql-rows';

export type NodeFigures = {
  parentId: number | null;
  side: 'left' | 'right' | null;
  leftVolume: string;
  rightVolume: string;
  leftCount: number;
  rightCount: number;
  leftOwnVolume: string;
  rightOwnVolume: string;
};

/** Every node's cached figures by partner id. */
export async function nodeFigures(db: Db): Promise<Map<number, NodeFigures>> {
  const rows = await queryRows<NodeFigures & { id: number }>(
    db,
    sql`select partner_id as id, parent_id as "parentId", side,
      left_volume::text as "leftVolume", right_volume::text as "rightVolume",
      left_count as "leftCount", right_count as "rightCount",
      left_own_volume::text as "leftOwnVolume", right_own_volume::text as "rightOwnVolume"
    from binary_nodes`,
  );
  return new Map(rows.map(({ id, ...figures }) => [id, figures]));
}

/** What each partner paid for packages (purchases and upgrades), read from their wallet entries. */
export async function packagePaymentsFromLedger(db: Db): Promise<Map<number, bigint>> {
  const rows = await queryRows<{ id: number; paid: string }>(
    db,
    sql`select t.partner_id as id, (-sum(e.amount))::text as paid
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.partner_id = t.partner_id
    where t.kind in ('package-purchase', 'package-upgrade')
    group by t.partner_id`,
  );
  return new Map(rows.map((r) => [r.id, BigInt(r.paid)]));
}

/**
 * The leg figures recomputed from scratch, without the cached columns, ancestor lists or volume
 * events: the tree from its parent links, each partner's volume from their package payments in
 * the ledger, their sponsor from the partners table. `pathErrors` lists every node whose stored
 * ancestor list or sides differ from the walk up the parent links.
 */
export async function legsFromScratch(
  db: Db,
): Promise<{ figures: Map<number, NodeFigures>; pathErrors: string[] }> {
  const nodes = await queryRows<{
    id: number;
    parentId: number | null;
    side: 'left' | 'right' | null;
    ancestors: number[];
    sides: string;
    sponsorId: number | null;
  }>(
    db,
    sql`select n.partner_id as id, n.parent_id as "parentId", n.side, n.ancestors, n.sides,
      p.sponsor_id as "sponsorId"
    from binary_nodes n join partners p on p.id = n.partner_id`,
  );
  const paid = await packagePaymentsFromLedger(db);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const figures = new Map<number, NodeFigures>(
    nodes.map((n) => [
      n.id,
      {
        parentId: n.parentId,
        side: n.side,
        leftVolume: '0',
        rightVolume: '0',
        leftCount: 0,
        rightCount: 0,
        leftOwnVolume: '0',
        rightOwnVolume: '0',
      },
    ]),
  );
  const pathErrors: string[] = [];
  for (const n of nodes) {
    const volume = paid.get(n.id) ?? 0n;
    const add = (v: string) => (BigInt(v) + volume).toString();
    const path: number[] = [];
    const sides: string[] = [];
    for (let child = n; child.parentId !== null; child = byId.get(child.parentId)!) {
      const f = figures.get(child.parentId)!;
      const left = child.side === 'left';
      path.unshift(child.parentId);
      sides.unshift(left ? 'L' : 'R');
      if (left) {
        f.leftVolume = add(f.leftVolume);
        f.leftCount += 1;
        if (child.parentId === n.sponsorId) f.leftOwnVolume = add(f.leftOwnVolume);
      } else {
        f.rightVolume = add(f.rightVolume);
        f.rightCount += 1;
        if (child.parentId === n.sponsorId) f.rightOwnVolume = add(f.rightOwnVolume);
      }
    }
    if (n.ancestors.join() !== path.join() || n.sides !== sides.join('')) {
      pathErrors.push(
        `node ${n.id}: ancestors ${n.ancestors.join()} sides ${n.sides}, walk ${path.join()} ${sides.join('')}`,
      );
    }
  }
  return { figures, pathErrors };
}

/** Each node whose cached leg figures differ from their recomputation from scratch. */
export async function legViolations(db: Db): Promise<string[]> {
  const cached = await nodeFigures(db);
  const { figures, pathErrors } = await legsFromScratch(db);
  const found = [...pathErrors];
  for (const [id, expected] of figures) {
    const actual = cached.get(id);
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      found.push(
        `node ${id}: cached ${JSON.stringify(actual)}, from scratch ${JSON.stringify(expected)}`,
      );
    }
  }
  return found;
}
