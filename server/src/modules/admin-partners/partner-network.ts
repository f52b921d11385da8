import { sql } from 'drizzle-orm';
import type { AdminPartnerNetwork, LocalizedText } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';

type Row = {
  line: number;
  linear_levels: number;
  personal_volume: string;
  career_status: string | null;
  career_status_i18n: LocalizedText | null;
  mentor_id: number | null;
  mentor_login: string | null;
  side: 'left' | 'right' | null;
  parent_login: string | null;
  depth: number | null;
  placed_at: string | null;
};

/**
 * The partner's place in the network, in one statement: the line (the walk up the sponsor
 * chain, which also finds the mentor = the nearest upline with a career status), the linear
 * levels open (highest of the active packages), the career status and the binary placement.
 * Null when the partner does not exist.
 */
export async function partnerNetwork(db: Db, id: number): Promise<AdminPartnerNetwork | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`with recursive up (id, sponsor_id, career_rank, n) as (
          select id, sponsor_id, career_rank, 0 from partners where id = ${id}
          union all
          select s.id, s.sponsor_id, s.career_rank, up.n + 1
          from partners s join up on s.id = up.sponsor_id
        ),
        mentor as (
          select id from up where n > 0 and career_rank > 0 order by n limit 1
        )
        select
          (select max(n) from up)::int as line,
          (select coalesce(max(pp.linear_levels), 0) from partner_packages pp
            where pp.partner_id = p.id and pp.status = 'active')::int as linear_levels,
          p.personal_volume::text as personal_volume,
          cs.name as career_status,
          -- a status without per-language names shows its plain name in every language
          case when cs.name is not null
            then coalesce(cs.name_i18n, jsonb_build_object('ru', cs.name)) end as career_status_i18n,
          m.id as mentor_id,
          m.login as mentor_login,
          bn.side,
          parent.login as parent_login,
          bn.depth,
          to_char(bn.placed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as placed_at
        from partners p
        left join career_statuses cs on cs.rank = p.career_rank
        left join partners m on m.id = (select id from mentor)
        left join binary_nodes bn on bn.partner_id = p.id
        left join partners parent on parent.id = bn.parent_id
        where p.id = ${id}`,
  );
  if (!row) return null;
  return {
    line: row.line,
    linearLevels: row.linear_levels,
    personalVolume: row.personal_volume,
    careerStatus: row.career_status,
    careerStatusI18n: row.career_status_i18n,
    mentor:
      row.mentor_id !== null && row.mentor_login !== null
        ? { id: row.mentor_id, login: row.mentor_login }
        : null,
    binary:
      row.depth !== null && row.placed_at !== null
        ? {
            side: row.side,
            parentLogin: row.parent_login,
            depth: row.depth,
            placedAt: row.placed_at,
          }
        : null,
  };
}
