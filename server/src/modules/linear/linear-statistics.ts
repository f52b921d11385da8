import { sql, type SQL } from 'drizzle-orm';
import { bucketOfPeriod, type LinearStatistics, type Period } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';
import { bucketKeySql, periodSeries, utc } from '../network/period-series';
import { downlineCte } from '../network/sponsor-tree';

/**
 * The linear statistics of `partnerId` since `from` (null = all time), per level 1..levels:
 * the partners of that line, their package payments (the buyers' debits of `package-purchase`
 * and `package-upgrade` transactions) and the linear bonus the partner earned on that level
 * (a reversal counts against the level of the bonus it reverses); and that bonus per bucket of
 * the period for its chart.
 */
export async function linearStatistics(
  db: Db,
  input: {
    partnerId: number;
    levels: number;
    openLevels: number;
    period: Period;
    from: Date | null;
    now: Date;
  },
): Promise<LinearStatistics> {
  const since = (column: SQL) =>
    input.from ? sql`and ${column} >= ${input.from.toISOString()}::timestamptz` : sql``;
  const lines = await queryRows<{ line: number; partners: number; volume: string }>(
    db,
    sql`${downlineCte(input.partnerId, input.levels)}
    select d.line::int as line, count(*)::int as partners, coalesce(sum(v.paid), 0)::text as volume
    from downline d
    left join lateral (
      select -sum(e.amount) as paid
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.partner_id = t.partner_id
      where t.partner_id = d.id and t.kind in ('package-purchase', 'package-upgrade')
        ${since(sql`t.created_at`)}
    ) v on true
    group by d.line`,
  );
  const bucket = bucketOfPeriod(input.period);
  const bonuses = await queryRows<{ level: number | null; date: string; bonus: string }>(
    db,
    sql`select (coalesce(r.details, t.details) ->> 'level')::int as level,
      ${bucketKeySql(bucket, utc(sql`e.created_at`))} as date, sum(e.amount)::text as bonus
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    left join ledger_transactions r on r.id = t.reverses_id
    where a.partner_id = ${input.partnerId} and a.currency = 'GTC'
      and (t.kind = 'linear-bonus' or (t.kind = 'reversal' and r.kind = 'linear-bonus'))
      ${since(sql`e.created_at`)}
    group by 1, 2`,
  );
  const sumOf = (rows: typeof bonuses) => rows.reduce((s, b) => s + BigInt(b.bonus), 0n);
  const keys = new Set(bonuses.map((b) => b.date));
  const series = periodSeries({
    period: input.period,
    from: input.from,
    now: input.now,
    rows: new Map(
      [...keys].map((date) => [
        date,
        { bonus: sumOf(bonuses.filter((b) => b.date === date)).toString() },
      ]),
    ),
    zero: { bonus: '0' },
  });

  const levels = Array.from({ length: input.levels }, (_, i) => {
    const level = i + 1;
    const line = lines.find((l) => l.line === level);
    return {
      level,
      partners: line?.partners ?? 0,
      volume: line?.volume ?? '0',
      bonus: sumOf(bonuses.filter((b) => b.level === level)).toString(),
      open: level <= input.openLevels,
    };
  });
  const total = levels.reduce((sum, l) => sum + BigInt(l.bonus), 0n);
  return { levels, total: total.toString(), series };
}
