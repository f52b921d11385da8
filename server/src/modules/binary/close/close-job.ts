import { sql } from 'drizzle-orm';
import { DAY, MINUTE } from '../../../clock';
import type { Db } from '../../../db/types';
import type { Job } from '../../../jobs/job';
import { serverDay, startOfServerDay } from '../../finance/server-day';
import { queryRows } from '../../ledger/sql-rows';
import { readNetworkSettings } from '../../settings/network-settings';
import { closedThrough, firstVolumeDay, markClosedThrough } from './close-marker';
import { lateVolume } from './late-volume';
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
  let after = 0;
  let closed = 0;
  for (;;) {
    // Keyset over the partners that have volume on both legs now (a superset of those that
    // had it at the close); each batch commits the matching, then pays.
    const ids = (
      await queryRows<{ id: number }>(
        db,
        sql`select partner_id as id from binary_nodes
        where partner_id > ${after} and left_uncounted > 0 and right_uncounted > 0
        order by partner_id limit ${input.batchSize}`,
      )
    ).map((r) => r.id);
    if (ids.length === 0) break;
    closed += await db.transaction((tx) => matchBatch(tx, { ...input, ids, closeAt, late }));
    await db.transaction((tx) => postBinaryBonuses(tx, { day: input.day, ids, now: input.now }));
    after = ids.at(-1) ?? after;
    if (ids.length < input.batchSize) break;
  }
  // Bonuses of closes whose payment a crash cut off in an earlier run.
  await db.transaction((tx) =>
    postBinaryBonuses(tx, { day: input.day, ids: null, now: input.now }),
  );
  return closed;
}
