import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';
import type { StatisticsPeriod } from './statistics-period';

export type DailyFiguresRow = {
  date: string;
  new_partners: number;
  packages_sold: number;
  packages_amount: string;
  deposits: string;
  withdrawals: string;
};

/** A timestamptz column's server day (UTC whatever the session's time zone). */
const dayOf = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date`);

/**
 * One row per day of the period (generate_series, so empty days are there with zeros): partners
 * registered, packages sold (purchases and upgrades: count and amount paid, from the ledger),
 * deposits completed (GTC credited) and withdrawals completed (GTC amount reserved). Each figure
 * is one grouped scan over its time index.
 */
export function dailyFigures(db: Db, period: StatisticsPeriod): Promise<DailyFiguresRow[]> {
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  return queryRows<DailyFiguresRow>(
    db,
    sql`with days as (
          select g::date as day
          from generate_series(${period.from}::timestamp, ${period.to}::timestamp, interval '1 day') g
        ),
        joined as (
          select ${dayOf('registered_at')} as day, count(*) as n
          from partners where registered_at >= ${start} and registered_at < ${end}
          group by 1
        ),
        sold as (
          select ${dayOf('t.created_at')} as day, count(*) as n, sum(e.amount) as amount
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id and e.amount > 0
          where t.kind in ('package-purchase', 'package-upgrade')
            and t.created_at >= ${start} and t.created_at < ${end}
          group by 1
        ),
        deposited as (
          select ${dayOf('completed_at')} as day, sum(credit) as amount
          from deposits
          where status = 'completed' and completed_at >= ${start} and completed_at < ${end}
          group by 1
        ),
        withdrawn as (
          select ${dayOf('processed_at')} as day, sum(amount) as amount
          from withdrawals
          where status = 'completed' and processed_at >= ${start} and processed_at < ${end}
          group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as date,
               coalesce(j.n, 0)::int as new_partners,
               coalesce(s.n, 0)::int as packages_sold,
               coalesce(s.amount, 0)::text as packages_amount,
               coalesce(dp.amount, 0)::text as deposits,
               coalesce(w.amount, 0)::text as withdrawals
        from days d
        left join joined j on j.day = d.day
        left join sold s on s.day = d.day
        left join deposited dp on dp.day = d.day
        left join withdrawn w on w.day = d.day
        order by d.day`,
  );
}
