import { sql } from 'drizzle-orm';
import { MINUTE } from '../../clock';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db } from '../../db/types';
import type { Job } from '../../jobs/job';
import { queryRows } from '../ledger/sql-rows';
import { readNetworkSettings } from '../settings/network-settings';
import { intArray } from '../binary/binary-sql';
import { awardStatuses } from './award-statuses';
import {
  careerRules,
  evaluatedUnder,
  forgetChanges,
  markEvaluatedUnder,
  takeChanges,
} from './career-changes';
import { careerFigures } from './career-figures';
import { careerStatusList } from './career-statuses';
import { statusesToAward } from './reached-statuses';

/** Candidates whose figures one query computes. */
export const CAREER_BATCH_SIZE = 2_000;

/**
 * business rules (Career): every minute, awards every status a partner has reached, catching
 * up after downtime. Only the partners whose figures can have changed since the last run are
 * looked at (those queued in career_changes and their uplines, see takeChanges), and all of them
 * when the statuses or the line count changed; of those only candidates are evaluated: partners
 * whose own volume and first line already meet a status they do not hold.
 * Each partner is awarded in its own transaction under a per-partner advisory lock taken with
 * try (another instance skips it, like SKIP LOCKED, without locking the partner's row, which
 * purchases update); the award's primary key and the natural keys make a repeat book nothing.
 */
export const careerEvaluationJob: Job = {
  name: 'career-evaluation',
  everyMs: MINUTE,
  run: (deps) => runCareerEvaluation(deps.db, deps.clock.now()),
};

/** Evaluates every candidate at `now`; returns how many statuses it awarded. */
export async function runCareerEvaluation(
  db: Db,
  now: Date,
  batchSize = CAREER_BATCH_SIZE,
): Promise<number> {
  const statuses = await careerStatusList(db);
  if (statuses.length === 0) return 0;
  const { careerLines } = await readNetworkSettings(db);
  const rules = careerRules(statuses, careerLines);
  // The queue is read first: a change made during the run stays queued for the next one.
  const changes = await takeChanges(db, careerLines);
  const everyone = !(await evaluatedUnder(db, rules));
  // One query for the candidates (ids only), then their figures batch by batch.
  const candidates = await careerCandidates(db, everyone ? null : changes.affected);
  let awarded = 0;
  for (let from = 0; from < candidates.length; from += batchSize) {
    const batch = candidates.slice(from, from + batchSize);
    const figures = await careerFigures(
      db,
      batch.map((c) => c.id),
      careerLines,
    );
    for (const c of batch) {
      const f = figures.get(c.id);
      const due = f ? statusesToAward(f, statuses, new Set(c.awarded)) : [];
      if (due.length === 0) continue;
      awarded += await db.transaction(async (tx) => {
        if (!(await tryLockPartner(tx, c.id))) return 0;
        return awardStatuses(tx, c.id, due, now);
      });
    }
  }
  if (everyone) await markEvaluatedUnder(db, rules, now);
  await forgetChanges(db, changes);
  return awarded;
}

/**
 * Partners (of `among`, or all) whose personal volume and first-line volume meet some status
 * they do not hold, with the ids of the statuses they hold, by id.
 */
async function careerCandidates(
  db: Db,
  among: readonly number[] | null,
): Promise<{ id: number; awarded: number[] }[]> {
  if (among?.length === 0) return [];
  return queryRows(
    db,
    sql`select p.id,
      coalesce((select array_agg(a.status_id) from career_awards a where a.partner_id = p.id),
               '{}'::int[]) as awarded
    from partners p
    where ${among ? sql`p.id = any(${intArray(among)})` : sql`true`}
      and exists (
        select 1 from career_statuses s
        where p.personal_volume >= s.personal
          and not exists (select 1 from career_awards a
                          where a.partner_id = p.id and a.status_id = s.id)
          and (select coalesce(sum(c.personal_volume), 0) from partners c
               where c.sponsor_id = p.id) >= s.first_line)
    order by p.id`,
  );
}

async function tryLockPartner(tx: Db, partnerId: number): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS.careers}, ${partnerId}) as locked`,
  );
  return row?.locked === true;
}
