import { sql } from 'drizzle-orm';
import { DAY, MINUTE } from '../../../clock';
import type { Db } from '../../../db/types';
import type { Job } from '../../../jobs/job';
import { serverDay, startOfServerDay } from '../../finance/server-day';
import { queryRows } from '../../ledger/sql-rows';
import { readNetworkSettings } from '../../settings/network-settings';
import { closedThrough, firstVolumeDay, markClosedThrough } from './close-marker';
import { lateVolume, type LateVolume } from './late-volume';
import { matchBatch } from './match-batch';
import { postBinaryBonuses } from './post-binary-bonuses';

/** Partners per database transaction of the close. */
export const CLOSE_BATCH_SIZE = 2_000;

/**
 * business rules (Binary): the daily close at 00:00 server time (UTC). Every minute it closes
 * each day not closed yet up to the last 00:00, oldest first (catching up after downtime). The
 * marker moves only once a day is closed for everyone; a run cut short starts that day again,
 * where binary_closes (partner + day) and the natural key `binary:<partner>:<day>` keep every
 * partner's close and bonus single. The runner's advisory lock keeps instances apart.
 */
export const binaryCloseJob: Job = {
  name: 'binary-close',
  everyMs: MINUTE,
  run: (deps) => runBinaryClose(deps.db, deps.clock.now()),
};

const nextDay = (day: string) => serverDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY));

/** Closes every day due at `now`; returns how many partner closes were made. */
export async function runBinaryClose(
  db: Db,
  now: Date,
  batchSize = CLOSE_BATCH_SIZE,
): Promise<number> {
  const lastDay = serverDay(new Date(startOfServerDay(now).getTime() - DAY));
  const through = await closedThrough(db);
  const first = through ? nextDay(through) : await firstVolumeDay(db);
  if (!first || first > lastDay) {
    if (!through) await markClosedThrough(db, lastDay, now);
    return 0;
  }
  const { binaryBonusBp } = await readNetworkSettings(db);
  let closed = 0;
  for (let day = first; day <= lastDay; day = nextDay(day)) {
    closed += await closeDay(db, { day, bonusBp: binaryBonusBp, now, batchSize });
    await markClosedThrough(db, day, now);
  }
  return closed;
}

async function closeDay(
  db: Db,
  input: { day: string; bonusBp: number; now: Date; batchSize: number },
): Promise<number> {
  const closeAt = new Date(Date.parse(`${input.day}T00:00:00.000Z`) + DAY);
  const late = await lateVolume(db, closeAt);
  const candidates = await closeCandidates(db, late);
  let closed = 0;
  // Each batch commits the matching, then pays.
  for (let from = 0; from < candidates.length; from += input.batchSize) {
    const ids = candidates.slice(from, from + input.batchSize);
    closed += await db.transaction((tx) => matchBatch(tx, { ...input, ids, closeAt, late }));
    await db.transaction((tx) => postBinaryBonuses(tx, { day: input.day, ids, now: input.now }));
  }
  // Bonuses of closes whose payment a crash cut off in an earlier run.
  await db.transaction((tx) =>
    postBinaryBonuses(tx, { day: input.day, ids: null, now: input.now }),
  );
  return closed;
}

/**
 * The partners that may close: volume on both legs now, and on both once the day's walked late
 * volume is taken off. Read once for the day, a superset of those with volume on both legs at
 * the close: legs only grow until this day's matching consumes them, and volume applied after
 * the walk only lowers what was there at the close. A catch-up day, where all volume is late,
 * has none and runs no batch. (A keyset query per batch re-read the rest of the table whenever
 * the planner's row estimate was stale.)
 */
async function closeCandidates(db: Db, late: LateVolume): Promise<number[]> {
  const rows = await queryRows<{ id: number; l: string; r: string }>(
    db,
    sql`select partner_id as id, left_uncounted::text as l, right_uncounted::text as r
    from binary_nodes where left_uncounted > 0 and right_uncounted > 0 order by partner_id`,
  );
  return rows.flatMap((row) => {
    const legs = late.legs.get(row.id);
    const open = !legs || (BigInt(row.l) > legs.l && BigInt(row.r) > legs.r);
    return open ? [row.id] : [];
  });
}
