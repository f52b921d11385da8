import { sql } from 'drizzle-orm';
import { HOUR, MINUTE } from '../../../clock';
import type { Db } from '../../../db/types';
import type { Job } from '../../../jobs/job';
import { queryRows } from '../../ledger/sql-rows';
import { readNetworkSettings } from '../../settings/network-settings';
import { intArray } from '../binary-sql';
import { ensurePlaced } from '../placement/binary-root';
import { placePartners, type Placement } from '../placement/place-partners';

/** Basket entries per database transaction. */
export const AUTO_PLACE_BATCH_SIZE = 5_000;

/**
 * business rules (Binary): every minute, the basket entries whose window has passed go to their
 * sponsor's smaller leg, oldest first. Each batch claims its entries with FOR NO KEY UPDATE SKIP
 * LOCKED (another instance, or a sponsor placing by hand, holds the others) and commits on its
 * own. An entry whose sponsor is not placed waits for a later run.
 */
export const basketAutoPlaceJob: Job = {
  name: 'binary-basket-auto-place',
  everyMs: MINUTE,
  run: (deps) => runAutoPlacement(deps.db, deps.clock.now()),
};

type Due = {
  id: number;
  sponsorId: number;
  registeredAt: Date | string;
  /** The sponsor has a node, or is a root (no sponsor) whose node is created on need. */
  sponsorPlaced: boolean;
  sponsorIsRoot: boolean;
};

/** Places every entry due at `now`, batch after batch; returns how many were placed. */
export async function runAutoPlacement(
  db: Db,
  now: Date,
  batchSize = AUTO_PLACE_BATCH_SIZE,
): Promise<number> {
  const { basketHours } = await readNetworkSettings(db);
  const dueBy = new Date(now.getTime() - basketHours * HOUR);
  // Keyset over (registeredAt, id): entries left waiting are not claimed again in this run.
  let after = { at: new Date(0).toISOString(), id: 0 };
  let placed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      const due = await claimDue(tx, { dueBy, after, limit: batchSize });
      const placements = await placeable(tx, due, now);
      await placePartners(tx, placements, now);
      return { due, placed: placements.length };
    });
    placed += batch.placed;
    const last = batch.due.at(-1);
    if (!last || batch.due.length < batchSize) return placed;
    after = { at: new Date(last.registeredAt).toISOString(), id: last.id };
  }
}

async function claimDue(
  tx: Db,
  input: { dueBy: Date; after: { at: string; id: number }; limit: number },
): Promise<Due[]> {
  const claimed = await queryRows<Due>(
    tx,
    sql`select p.id, p.sponsor_id as "sponsorId", p.registered_at as "registeredAt",
      exists (select 1 from binary_nodes s where s.partner_id = p.sponsor_id) as "sponsorPlaced",
      (select s.sponsor_id is null from partners s where s.id = p.sponsor_id) as "sponsorIsRoot"
    from partners p
    where p.sponsor_id is not null
      and p.registered_at <= ${input.dueBy.toISOString()}::timestamptz
      and (p.registered_at, p.id) > (${input.after.at}::timestamptz, ${input.after.id}::int)
      and not exists (select 1 from binary_nodes n where n.partner_id = p.id)
    order by p.registered_at, p.id
    limit ${input.limit}
    for no key update of p skip locked`,
  );
  if (claimed.length === 0) return claimed;
  // A placement that committed after this statement's snapshot leaves a node the claim could
  // not see; a fresh read finds it.
  const placedMeanwhile = new Set(
    (
      await queryRows<{ id: number }>(
        tx,
        sql`select partner_id as id from binary_nodes
        where partner_id = any(${intArray(claimed.map((c) => c.id))})`,
      )
    ).map((r) => r.id),
  );
  return claimed.filter((c) => !placedMeanwhile.has(c.id));
}

/** The entries whose sponsor is placed, or is placed earlier in this batch, in claim order. */
async function placeable(tx: Db, due: readonly Due[], now: Date): Promise<Placement[]> {
  const inTree = new Set<number>();
  const placements: Placement[] = [];
  for (const d of due) {
    if (!d.sponsorPlaced && !inTree.has(d.sponsorId)) {
      if (!d.sponsorIsRoot || !(await ensurePlaced(tx, d.sponsorId, now))) continue;
      inTree.add(d.sponsorId);
    }
    placements.push({ partnerId: d.id, sponsorId: d.sponsorId, side: 'smaller', by: 'auto' });
    inTree.add(d.id);
  }
  return placements;
}
