import { sql } from 'drizzle-orm';
import type { DownlinePartner, Page } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { containsPattern } from '../../http/list-query';
import { queryRows } from '../ledger/sql-rows';
import { downlineCte, NETWORK_DEPTH } from './sponsor-tree';

export type DownlineQuery = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  active?: 'true' | 'false' | undefined;
  line?: number | undefined;
};

type Row = Omit<DownlinePartner, 'registeredAt'> & { registeredAt: Date | string };

/**
 * One page of the caller's downline to depth 6 (my partners, deactivated partners, the linear
 * structure by line): nearest lines first, newest first within a line. Rooted at the caller,
 * so nobody sees partners outside their own downline.
 */
export async function listDownline(
  db: Db,
  partnerId: number,
  query: DownlineQuery,
): Promise<Page<DownlinePartner>> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const filter = sql`true
    ${query.line ? sql`and d.line = ${query.line}` : sql``}
    ${query.active ? sql`and p.active = ${query.active === 'true'}` : sql``}
    ${pattern ? sql`and (p.login ilike ${pattern} or (p.first_name || ' ' || p.last_name) ilike ${pattern})` : sql``}`;
  const maxLine = query.line ?? NETWORK_DEPTH;
  const rows = await queryRows<Row>(
    db,
    sql`${downlineCte(partnerId, maxLine)}
    select p.id, p.login, p.first_name as "firstName", p.last_name as "lastName",
           p.partner_code as "partnerCode", d.line::int as line, p.active,
           s.name as "careerStatus",
           case when s.name is not null
             then coalesce(s.name_i18n, jsonb_build_object('ru', s.name)) end as "careerStatusI18n",
           p.personal_volume::text as volume,
           p.registered_at as "registeredAt", sp.login as "sponsorLogin"
    from downline d
    join partners p on p.id = d.id
    left join partners sp on sp.id = p.sponsor_id
    left join career_statuses s on s.rank = p.career_rank
    where ${filter}
    order by d.line, p.registered_at desc, p.id desc
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`${downlineCte(partnerId, maxLine)}
    select count(*)::int as n from downline d join partners p on p.id = d.id where ${filter}`,
  );
  return {
    items: rows.map((r) => ({ ...r, registeredAt: new Date(r.registeredAt).toISOString() })),
    total: total?.n ?? 0,
  };
}
