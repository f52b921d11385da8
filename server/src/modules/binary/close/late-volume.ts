import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { queryRows } from '../../ledger/sql-rows';
import { pathOf } from '../binary-sql';

/**
 * Volume that reached the legs at or after a close (`applied_at >= closeAt`), per ancestor and
 * side, walked once per closed day rather than in every batch: catching up a past day, every
 * later purchase is late, and walking each one's ancestors per 2 000-partner batch cost most of
 * the close. `known` is the set of those events' ids (an int4multirange: ids come in runs), so a
 * batch walks only the events applied since (see matchBatch).
 */
export type LateVolume = { known: string; legs: Map<number, { l: bigint; r: bigint }> };

/** The late volume of a close at `closeAt`, events and walk in one statement (one snapshot). */
export async function lateVolume(db: Db, closeAt: Date): Promise<LateVolume> {
  type Row = { id: number | null; side: string | null; sum: string | null; known: string | null };
  // A catch-up day walks every purchase up the tree (~2 000 000 ancestor rows at 100 000
  // partners): with the default work_mem its aggregate spilled to disk and took 3.3 of 3.7 s.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return queryRows<Row>(
      tx,
      sql`with late as (
      select e.id, e.partner_id, e.amount from binary_volume_events e
      where e.applied_at >= ${closeAt.toISOString()}::timestamptz
    )
    select a.id, a.side, sum(e.amount)::text as sum, null::text as known
    from late e
    join binary_nodes q on q.partner_id = e.partner_id
    cross join lateral ${pathOf('q')}
    group by a.id, a.side
    union all
    select null, null, null, coalesce(range_agg(int4range(id, id, '[]')), '{}')::text from late`,
    );
  });
  const legs = new Map<number, { l: bigint; r: bigint }>();
  let known = '{}';
  // One row per ancestor and side, a single sum each: two filtered sums per ancestor took 2.5 s
  // against 1.7 s for a catch-up day's two million rows at 100 000 partners (profiled).
  for (const row of rows) {
    if (row.id === null) {
      known = row.known ?? '{}';
      continue;
    }
    const legsOf = legs.get(row.id) ?? { l: 0n, r: 0n };
    if (row.side === 'L') legsOf.l += BigInt(row.sum ?? '0');
    else legsOf.r += BigInt(row.sum ?? '0');
    legs.set(row.id, legsOf);
  }
  return { known, legs };
}

/**
 * SQL rows `(id, l, r)`: the late volume under each of `ids`, the part walked per day plus the
 * events applied after that walk (not in `known`), whose ancestors are walked here.
 */
export function lateLegsOf(late: LateVolume, ids: readonly number[], closeAt: Date): SQL {
  const walked = JSON.stringify(
    ids.flatMap((id) => {
      const legs = late.legs.get(id);
      return legs ? [{ id, l: legs.l.toString(), r: legs.r.toString() }] : [];
    }),
  );
  return sql`(
    select w.id, w.l, w.r from jsonb_to_recordset(${walked}::jsonb) as w(id int, l numeric, r numeric)
    union all
    select a.id,
      case a.side when 'L' then e.amount else 0 end,
      case a.side when 'R' then e.amount else 0 end
    from binary_volume_events e
    join binary_nodes q on q.partner_id = e.partner_id
    cross join lateral ${pathOf('q')}
    where e.applied_at >= ${closeAt.toISOString()}::timestamptz
      and not (${late.known}::int4multirange @> e.id)
  )`;
}
