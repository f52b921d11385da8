import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';

export type Mentor = { id: number; login: string; careerRank: number };

/**
 * business rules (Partners): the mentor = the nearest upline in the sponsor chain holding a
 * career status; null when nobody does. The walk stops at the first one found.
 */
export async function findMentor(db: Db, partnerId: number): Promise<Mentor | null> {
  const [row] = await queryRows<Mentor>(
    db,
    sql`with recursive up(id, login, rank, depth) as (
      select s.id, s.login, s.career_rank, 1
      from partners p join partners s on s.id = p.sponsor_id where p.id = ${partnerId}
      union all
      select s.id, s.login, s.career_rank, up.depth + 1
      from up join partners p on p.id = up.id join partners s on s.id = p.sponsor_id
      where up.rank = 0
    )
    select id, login, rank as "careerRank" from up where rank > 0 order by depth limit 1`,
  );
  return row ?? null;
}
