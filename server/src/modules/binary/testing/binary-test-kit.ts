import { sql } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import type { Db } from '../../../db/types';
import { createPackage } from '../../../testing/packages';
import { createActivePackage } from '../../../testing/packages';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { MODULES } from '../../index';
import { queryRows } from '../../ledger/sql-rows';
import { binaryModule } from '../index';
import { placePartners, type Placement } from '../placement/place-partners';
import { ensurePlaced } from '../placement/binary-root';
import { recordBinaryVolume } from '../record-binary-volume';

/** The test app with the binary routes (added while the app's module list lacks them). */
export function createBinaryTestApp(): Promise<TestApp> {
  return createTestApp({ extraModules: MODULES.includes(binaryModule) ? [] : [binaryModule] });
}

/**
 * A real purchase of a `whole`-GTC package (daily binary limit `limit` GTC) at `at`, recorded as
 * binary volume: here in case the purchase does not call the network yet, a no-op by the
 * paying transaction when it does.
 */
export async function buy(
  t: TestApp,
  partnerId: number,
  whole: number,
  input: { at?: Date; limit?: number } = {},
) {
  const at = input.at ?? t.clock.now();
  const pkg = await createPackage(t.db, {
    price: BigInt(units(whole)),
    binaryDailyLimit: BigInt(units(input.limit ?? 1_000_000)),
  });
  const row = await createActivePackage(t.db, partnerId, { packageId: pkg.id, at });
  await t.db.transaction((tx) =>
    recordBinaryVolume(tx, { partnerId, amount: row.paid, transactionId: row.transactionId, at }),
  );
  return row;
}

/** Places the partner under their sponsor as the placement services do (row held, root made). */
export async function place(
  db: Db,
  partnerId: number,
  side: Placement['side'],
  at: Date,
  by: Placement['by'] = 'sponsor',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ sponsorId: number }>(
      tx,
      sql`select sponsor_id as "sponsorId" from partners where id = ${partnerId} for no key update`,
    );
    if (!row || !(await ensurePlaced(tx, row.sponsorId, at))) throw new Error('sponsor not placed');
    await placePartners(tx, [{ partnerId, sponsorId: row.sponsorId, side, by }], at);
  });
}

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

/**
 * The same figures recomputed from scratch, without the cached columns, ancestor lists or volume
 * events: the tree from its parent links, each partner's volume from their package payments in
 * the ledger, their sponsor from the partners table. Also checks each node's stored ancestor
 * list and sides against the walk up the parent links.
 */
export async function figuresFromScratch(db: Db): Promise<Map<number, NodeFigures>> {
  const nodes = await queryRows<{
    id: number;
    parentId: number | null;
    side: 'left' | 'right' | null;
    ancestors: number[];
    sides: string;
    sponsorId: number | null;
    paid: string;
  }>(
    db,
    sql`select n.partner_id as id, n.parent_id as "parentId", n.side, n.ancestors, n.sides,
      p.sponsor_id as "sponsorId",
      coalesce((select -sum(e.amount) from ledger_transactions t
                join ledger_entries e on e.transaction_id = t.id
                join ledger_accounts a on a.id = e.account_id and a.partner_id = t.partner_id
                where t.partner_id = n.partner_id
                  and t.kind in ('package-purchase', 'package-upgrade')), 0)::text as paid
    from binary_nodes n join partners p on p.id = n.partner_id`,
  );
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
  for (const n of nodes) {
    const path: number[] = [];
    const sides: string[] = [];
    for (let child = n; child.parentId !== null; child = byId.get(child.parentId)!) {
      const f = figures.get(child.parentId)!;
      const left = child.side === 'left';
      path.unshift(child.parentId);
      sides.unshift(left ? 'L' : 'R');
      const add = (v: string) => (BigInt(v) + BigInt(n.paid)).toString();
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
    expect({ id: n.id, ancestors: n.ancestors, sides: n.sides }).toEqual({
      id: n.id,
      ancestors: path,
      sides: sides.join(''),
    });
  }
  return figures;
}

/** Expects every cached leg figure to equal its recomputation from scratch. */
export async function expectLegsFromScratch(db: Db): Promise<void> {
  expect(Object.fromEntries(await nodeFigures(db))).toEqual(
    Object.fromEntries(await figuresFromScratch(db)),
  );
}
