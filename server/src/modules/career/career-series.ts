import { sql } from 'drizzle-orm';
import { bucketOfPeriod, type CareerProgress, type Period } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';
import { bucketKeySql, periodSeries, utc } from '../network/period-series';
import { downlineCte } from '../network/sponsor-tree';

/**
 * The career chart of `partnerId`: per bucket of the period, the package payments (the buyers'
 * debits of `package-purchase` and `package-upgrade`, as the linear statistics count them) of the
 * partner and of the partners on the `lines` career lines below: what grows the career figures.
 */
export async function careerSeries(
  db: Db,
  input: { partnerId: number; lines: number; period: Period; from: Date | null; now: Date },
): Promise<CareerProgress['series']> {
  const { partnerId } = input;
  const bucket = bucketOfPeriod(input.period);
  const rows = await queryRows<{ date: string; personal: string; structure: string }>(
    db,
    sql`${downlineCte(partnerId, input.lines)}
    select ${bucketKeySql(bucket, utc(sql`t.created_at`))} as date,
      coalesce(-sum(e.amount) filter (where t.partner_id = ${partnerId}), 0)::text as personal,
      coalesce(-sum(e.amount) filter (where t.partner_id <> ${partnerId}), 0)::text as structure
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.partner_id = t.partner_id
    where t.kind in ('package-purchase', 'package-upgrade')
      and (t.partner_id = ${partnerId} or t.partner_id in (select id from downline))
      ${input.from ? sql`and t.created_at >= ${input.from.toISOString()}::timestamptz` : sql``}
    group by 1`,
  );
  return periodSeries({
    period: input.period,
    from: input.from,
    now: input.now,
    rows: new Map(rows.map(({ date, ...sums }) => [date, sums])),
    zero: { personal: '0', structure: '0' },
  });
}
