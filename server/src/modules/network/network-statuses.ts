import { sql } from 'drizzle-orm';
import type { LocalizedText, NetworkStatuses } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';
import { downlineCte, NETWORK_DEPTH } from './sponsor-tree';

type Group = {
  line: number;
  status: string | null;
  statusI18n: LocalizedText | null;
  total: number;
  active: number;
};

/** The dashboard's partner statuses: per line 1..6, total, active and career status counts. */
export async function networkStatuses(db: Db, partnerId: number): Promise<NetworkStatuses> {
  const groups = await queryRows<Group>(
    db,
    sql`${downlineCte(partnerId, NETWORK_DEPTH)}
    select d.line::int as line, s.name as status,
           case when s.name is not null
             then coalesce(s.name_i18n, jsonb_build_object('ru', s.name)) end as "statusI18n",
           count(*)::int as total, (count(*) filter (where p.active))::int as active
    from downline d
    join partners p on p.id = d.id
    left join career_statuses s on s.rank = p.career_rank
    group by d.line, s.rank, s.name, s.name_i18n
    order by d.line, s.rank`,
  );
  return {
    lines: Array.from({ length: NETWORK_DEPTH }, (_, i) => {
      const ofLine = groups.filter((g) => g.line === i + 1);
      const careerStatuses: Record<string, number> = {};
      const careerStatusCounts: NetworkStatuses['lines'][number]['careerStatusCounts'] = [];
      for (const g of ofLine) {
        if (g.status === null) continue;
        careerStatuses[g.status] = (careerStatuses[g.status] ?? 0) + g.total;
        careerStatusCounts.push({
          status: g.status,
          statusI18n: g.statusI18n ?? { ru: g.status },
          count: g.total,
        });
      }
      return {
        line: i + 1,
        total: ofLine.reduce((n, g) => n + g.total, 0),
        active: ofLine.reduce((n, g) => n + g.active, 0),
        careerStatuses,
        careerStatusCounts,
      };
    }),
  };
}
