import { sql, type SQL } from 'drizzle-orm';
import type { LedgerKind } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { containsPattern } from '../../http/list-query';
import { queryRows } from '../ledger/sql-rows';
import type { CampaignRow } from './campaign-view';

/** Package payments: what a partner's first line "sells" (business rules, Promo). */
const PACKAGE_KINDS = ['package-purchase', 'package-upgrade'] as const satisfies LedgerKind[];
const packageKinds = sql.join(
  PACKAGE_KINDS.map((k) => sql`${k}`),
  sql`, `,
);

/**
 * The package payments of partners sponsored by someone, within the campaign's dates (both
 * ends inside), as `(partner_id = the sponsor, turnover)`. The amount of a payment is its
 * positive entry (the wallet's debit mirrored into package sales).
 */
function turnoverBySponsor(campaign: CampaignRow, sponsorFilter: SQL): SQL {
  return sql`select p.sponsor_id as partner_id, sum(e.amount) as turnover
    from ledger_transactions t
    join partners p on p.id = t.partner_id
    join ledger_entries e on e.transaction_id = t.id and e.amount > 0
    where t.kind in (${packageKinds})
      and t.created_at >= ${campaign.startsAt.toISOString()}::timestamptz
      and t.created_at <= ${campaign.endsAt.toISOString()}::timestamptz
      and ${sponsorFilter}
    group by p.sponsor_id`;
}

/** The partner's first-line turnover in the campaign (GTC micro-units). */
export async function firstLineTurnover(
  db: Db,
  partnerId: number,
  campaign: CampaignRow,
): Promise<bigint> {
  const [row] = await queryRows<{ turnover: string }>(
    db,
    sql`select coalesce(sum(s.turnover), 0)::text as turnover
        from (${turnoverBySponsor(campaign, sql`p.sponsor_id = ${partnerId}`)}) s`,
  );
  return BigInt(row?.turnover ?? '0');
}

export type PromoPartnerRow = {
  id: number;
  login: string;
  name: string;
  turnover: string;
  requested: boolean;
};

/**
 * One page of the partners whose first-line turnover reaches `minTurnover` in the campaign,
 * highest first, with whether they filed the form; `search` matches login or name, and email
 * when `searchEmail` (the list does not show it: a search by it is an oracle, one guessed letter
 * at a time, for a reader who may not see partners' personal data).
 */
export async function partnersReaching(
  db: Db,
  campaign: CampaignRow,
  query: {
    minTurnover: bigint;
    search?: string | undefined;
    searchEmail: boolean;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: PromoPartnerRow[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const email = pattern && query.searchEmail ? sql`or q.email ilike ${pattern}` : sql``;
  const reaching = sql`select s.partner_id, s.turnover
    from (${turnoverBySponsor(campaign, sql`p.sponsor_id is not null`)}) s
    join partners q on q.id = s.partner_id
    where s.turnover >= ${query.minTurnover.toString()}::numeric
      ${
        pattern
          ? sql`and (q.login ilike ${pattern} ${email}
                 or (q.first_name || ' ' || q.last_name) ilike ${pattern})`
          : sql``
      }`;
  const rows = await queryRows<PromoPartnerRow>(
    db,
    sql`select q.id, q.login, q.first_name || ' ' || q.last_name as name,
               r.turnover::text as turnover,
               exists (select 1 from promo_requests pr
                       where pr.campaign_id = ${campaign.id} and pr.partner_id = q.id) as requested
        from (${reaching}) r
        join partners q on q.id = r.partner_id
        order by r.turnover desc, q.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${reaching}) r`,
  );
  return { rows, total: count?.n ?? 0 };
}
