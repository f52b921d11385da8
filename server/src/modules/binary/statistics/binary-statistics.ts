import { sql } from 'drizzle-orm';
import {
  applyBasisPoints,
  bucketOfPeriod,
  type BinaryStatistics,
  type Period,
} from 'shared-api/contract';
import { DAY } from '../../../clock';
import type { Db } from '../../../db/types';
import { serverDay } from '../../finance/server-day';
import { queryRows } from '../../ledger/sql-rows';
import { bucketStart, periodSeries } from '../../network/period-series';
import type { NetworkSettings } from '../../settings/network-settings';
import { limitState } from './limit-state';

type Legs = {
  lv: string;
  rv: string;
  lc: number;
  rc: number;
  lo: string;
  ro: string;
  lu: string;
  ru: string;
  rewardLimit: string;
};
type Close = { date: string; matched: string; bonus: string; notAccrued: string };

/**
 * The caller's binary statistics (spec §3): lifetime legs and partner counts, own volume and
 * spillover, the carry, and the closes paid in the period. A close of day D is paid at 00:00 of
 * D + 1, so a period holds the closes paid in it ("today" shows last night's close), as the
 * operations list does. `from` = the period's first instant, null for all time. The chart's
 * series sums the closes per bucket of their pay day, so it adds up to the period's figures.
 */
export async function binaryStatistics(
  db: Db,
  input: {
    partnerId: number;
    period: Period;
    from: Date | null;
    now: Date;
    settings: Pick<NetworkSettings, 'binaryBonusBp' | 'binaryApproachingPercent'>;
  },
): Promise<BinaryStatistics> {
  const [legs] = await queryRows<Legs>(
    db,
    sql`select coalesce(n.left_volume, 0)::text as lv, coalesce(n.right_volume, 0)::text as rv,
      coalesce(n.left_count, 0) as lc, coalesce(n.right_count, 0) as rc,
      coalesce(n.left_own_volume, 0)::text as lo, coalesce(n.right_own_volume, 0)::text as ro,
      coalesce(n.left_uncounted, 0)::text as lu, coalesce(n.right_uncounted, 0)::text as ru,
      coalesce((select max(pp.binary_daily_limit) from partner_packages pp
                where pp.partner_id = p.id and pp.status = 'active'), 0)::text as "rewardLimit"
    from partners p left join binary_nodes n on n.partner_id = p.id
    where p.id = ${input.partnerId}`,
  );
  const firstDay = input.from ? serverDay(new Date(input.from.getTime() - DAY)) : null;
  const closes = await queryRows<Close>(
    db,
    sql`select to_char(close_date, 'YYYY-MM-DD') as date, matched::text, bonus::text,
      not_accrued::text as "notAccrued"
    from binary_closes
    where partner_id = ${input.partnerId} ${firstDay ? sql`and close_date >= ${firstDay}::date` : sql``}
    order by close_date desc`,
  );

  const big = (v: string | undefined) => BigInt(v ?? '0');
  const [left, right] = [big(legs?.lv), big(legs?.rv)];
  const own = big(legs?.lo) + big(legs?.ro);
  const [carryLeft, carryRight] = [big(legs?.lu), big(legs?.ru)];
  const rewardLimit = big(legs?.rewardLimit);
  const projected = applyBasisPoints(
    carryLeft < carryRight ? carryLeft : carryRight,
    input.settings.binaryBonusBp,
  );
  const sum = (pick: (c: Close) => string) => closes.reduce((s, c) => s + BigInt(pick(c)), 0n);
  const bucket = bucketOfPeriod(input.period);
  const perBucket = new Map<string, { bonus: bigint; notAccrued: bigint }>();
  for (const c of closes) {
    const key = bucketStart(bucket, serverDay(new Date(Date.parse(`${c.date}T00:00:00Z`) + DAY)));
    const point = perBucket.get(key) ?? { bonus: 0n, notAccrued: 0n };
    point.bonus += BigInt(c.bonus);
    point.notAccrued += BigInt(c.notAccrued);
    perBucket.set(key, point);
  }
  const series = periodSeries({
    period: input.period,
    from: input.from,
    now: input.now,
    rows: new Map(
      [...perBucket].map(([key, p]) => [
        key,
        { bonus: p.bonus.toString(), notAccrued: p.notAccrued.toString() },
      ]),
    ),
    zero: { bonus: '0', notAccrued: '0' },
  });
  return {
    leftVolume: left.toString(),
    rightVolume: right.toString(),
    smallerLeg: left === right ? null : left < right ? 'left' : 'right',
    volumeWithoutSpillover: own.toString(),
    spilloverDifference: (left + right - own).toString(),
    leftCount: legs?.lc ?? 0,
    rightCount: legs?.rc ?? 0,
    carryLeft: carryLeft.toString(),
    carryRight: carryRight.toString(),
    earnings: sum((c) => c.bonus).toString(),
    notAccrued: sum((c) => c.notAccrued).toString(),
    rewardLimit: rewardLimit.toString(),
    projectedToday: projected.toString(),
    limitState: limitState({
      projected,
      limit: rewardLimit,
      approachingPercent: input.settings.binaryApproachingPercent,
      lastCut: big(closes[0]?.notAccrued),
    }),
    closes,
    series,
  };
}
