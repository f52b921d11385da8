import { count, eq, sql } from 'drizzle-orm';
import type { InvestmentPackage, LogSnapshot } from 'shared-api/contract';
import { localizedLines, localizedOf } from '../../db/localized-of';
import { packages, partnerPackages } from '../../db/schema';
import type { Db } from '../../db/types';
import { totalIncomeOf } from './package-terms';

export type PackageRow = typeof packages.$inferSelect;

/** Partner packages bought from the catalogue package (a correlated count for lists). */
export const soldCountSql = sql<number>`(
  select count(*)::int from ${partnerPackages} where ${partnerPackages.packageId} = ${packages.id}
)`;

export function toPackageView(row: PackageRow, soldCount: number): InvestmentPackage {
  return {
    id: row.id,
    name: row.name,
    nameI18n: localizedOf(row.nameI18n, row.name),
    price: row.price.toString(),
    dailyIncomeBp: row.dailyIncomeBp,
    periodDays: row.periodDays,
    additionalDays: row.additionalDays,
    linearLevels: row.linearLevels,
    binaryDailyLimit: row.binaryDailyLimit.toString(),
    totalIncome: totalIncomeOf(row).toString(),
    status: row.status,
    soldCount,
  };
}

/** One catalogue package with its sold count, or null. */
export async function loadPackage(db: Db, id: number): Promise<InvestmentPackage | null> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) return null;
  const [sold] = await db
    .select({ n: count() })
    .from(partnerPackages)
    .where(eq(partnerPackages.packageId, id));
  return toPackageView(row, sold?.n ?? 0);
}

/** The admin-log snapshot of a catalogue package. */
export function packageSnapshot(p: InvestmentPackage): LogSnapshot {
  return {
    id: p.id,
    name: p.name,
    nameI18n: localizedLines(p.nameI18n),
    price: p.price,
    dailyIncomeBp: p.dailyIncomeBp,
    periodDays: p.periodDays,
    additionalDays: p.additionalDays,
    linearLevels: p.linearLevels,
    binaryDailyLimit: p.binaryDailyLimit,
    status: p.status,
  };
}
