import { asc } from 'drizzle-orm';
import type { CareerStatus } from 'shared-api/contract';
import { localizedOf } from '../../db/localized-of';
import { careerStatuses } from '../../db/schema';
import type { Db } from '../../db/types';
import { SEEDED_CAREER_STATUSES } from './career-seed';

export type CareerStatusRow = typeof careerStatuses.$inferSelect;

/**
 * The career statuses by rank, seeded on first use. Concurrent first uses are safe: the rank is
 * unique and the insert skips what a parallel one wrote.
 */
export async function careerStatusList(db: Db): Promise<CareerStatusRow[]> {
  const rows = await db.select().from(careerStatuses).orderBy(asc(careerStatuses.rank));
  if (rows.length > 0) return rows;
  await db
    .insert(careerStatuses)
    .values([...SEEDED_CAREER_STATUSES])
    .onConflictDoNothing();
  return db.select().from(careerStatuses).orderBy(asc(careerStatuses.rank));
}

export function toCareerStatus(row: CareerStatusRow): CareerStatus {
  return {
    id: row.id,
    rank: row.rank,
    name: row.name,
    nameI18n: localizedOf(row.nameI18n, row.name),
    personal: row.personal.toString(),
    firstLine: row.firstLine.toString(),
    mainBranch: row.mainBranch.toString(),
    secondaryBranches: row.secondaryBranches,
    secondaryThreshold: row.secondaryThreshold.toString(),
    side: row.side.toString(),
    reward: row.reward.toString(),
    mentorReward: row.mentorReward.toString(),
  };
}
