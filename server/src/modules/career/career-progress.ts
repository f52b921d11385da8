import { sql } from 'drizzle-orm';
import type { CareerProgress, LocalizedText } from 'shared-api/contract';
import { localizedOf } from '../../db/localized-of';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';
import { readNetworkSettings } from '../settings/network-settings';
import { careerFigures, toCareerFigures, type Figures } from './career-figures';
import { careerStatusList, toCareerStatus } from './career-statuses';
import { findMentor } from './find-mentor';

const NO_FIGURES: Figures = {
  personal: 0n,
  firstLine: 0n,
  mainBranch: 0n,
  secondaryBranches: [],
  side: 0n,
};

/**
 * The career screen of `partnerId`: the highest status held, the next one by rank, the current
 * figures, the awards with the reward each paid, and the mentor.
 */
export async function careerProgress(
  db: Db,
  partnerId: number,
): Promise<Omit<CareerProgress, 'series'>> {
  const statuses = await careerStatusList(db);
  const { careerLines } = await readNetworkSettings(db);
  const figures = (await careerFigures(db, [partnerId], careerLines)).get(partnerId) ?? NO_FIGURES;
  const awards = await queryRows<{
    statusId: number;
    status: string;
    statusI18n: LocalizedText | null;
    rank: number;
    awardedAt: Date | string;
    reward: string;
  }>(
    db,
    sql`select a.status_id as "statusId", s.name as status,
           s.name_i18n as "statusI18n", s.rank, a.awarded_at as "awardedAt",
           coalesce((select sum(e.amount) from ledger_entries e
                     where e.transaction_id = a.transaction_id and e.amount > 0), 0)::text as reward
    from career_awards a join career_statuses s on s.id = a.status_id
    where a.partner_id = ${partnerId}
    order by s.rank`,
  );
  const current = awards.at(-1);
  const currentRank = current?.rank ?? 0;
  const currentRow = statuses.find((s) => s.rank === currentRank) ?? null;
  const next = statuses.find((s) => s.rank > currentRank) ?? null;
  const mentor = await findMentor(db, partnerId);
  const mentorStatus = mentor && statuses.find((s) => s.rank === mentor.careerRank);
  return {
    current: currentRow && toCareerStatus(currentRow),
    next: next && toCareerStatus(next),
    figures: toCareerFigures(figures),
    awards: awards.map((a) => ({
      status: a.status,
      statusI18n: localizedOf(a.statusI18n, a.status),
      awardedAt: new Date(a.awardedAt).toISOString(),
      reward: a.reward,
    })),
    mentor: mentor
      ? {
          login: mentor.login,
          status: mentorStatus?.name ?? '',
          statusI18n: localizedOf(mentorStatus?.nameI18n, mentorStatus?.name ?? ''),
        }
      : null,
  };
}
