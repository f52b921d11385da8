import type { Statistics } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { activePartnersAt } from './active-partners';
import { dailyBonuses, bonusTypeOf, BONUS_TYPES, type BonusType } from './daily-bonuses';
import { dailyFigures } from './daily-figures';
import type { StatisticsPeriod } from './statistics-period';

type Point = Statistics['series'][number];
type Bonuses = Record<BonusType, bigint>;

const noBonuses = (): Bonuses => Object.fromEntries(BONUS_TYPES.map((t) => [t, 0n])) as Bonuses;
const asMicro = (bonuses: Bonuses) =>
  Object.fromEntries(BONUS_TYPES.map((t) => [t, bonuses[t].toString()])) as Point['bonuses'];

/** The statistics screen: one point per day of the period and the period's totals. */
export async function buildStatistics(db: Db, period: StatisticsPeriod): Promise<Statistics> {
  const [days, bonusRows, activePartners] = await Promise.all([
    dailyFigures(db, period),
    dailyBonuses(db, period),
    activePartnersAt(db, period.end),
  ]);
  const bonusesByDay = new Map<string, Bonuses>();
  for (const row of bonusRows) {
    const type = bonusTypeOf(row.kind);
    if (!type) continue;
    const day = bonusesByDay.get(row.date) ?? noBonuses();
    day[type] += BigInt(row.amount);
    bonusesByDay.set(row.date, day);
  }

  const totals = {
    newPartners: 0,
    packagesSold: 0,
    packagesAmount: 0n,
    deposits: 0n,
    withdrawals: 0n,
  };
  const totalBonuses = noBonuses();
  const series: Point[] = days.map((d) => {
    const bonuses = bonusesByDay.get(d.date) ?? noBonuses();
    totals.newPartners += d.new_partners;
    totals.packagesSold += d.packages_sold;
    totals.packagesAmount += BigInt(d.packages_amount);
    totals.deposits += BigInt(d.deposits);
    totals.withdrawals += BigInt(d.withdrawals);
    for (const t of BONUS_TYPES) totalBonuses[t] += bonuses[t];
    return {
      date: d.date,
      newPartners: d.new_partners,
      packagesSold: d.packages_sold,
      packagesAmount: d.packages_amount,
      deposits: d.deposits,
      withdrawals: d.withdrawals,
      bonuses: asMicro(bonuses),
    };
  });
  return {
    totals: {
      newPartners: totals.newPartners,
      activePartners,
      packagesSold: totals.packagesSold,
      packagesAmount: totals.packagesAmount.toString(),
      deposits: totals.deposits.toString(),
      withdrawals: totals.withdrawals.toString(),
      bonuses: asMicro(totalBonuses),
    },
    series,
  };
}
