import { desc, eq } from 'drizzle-orm';
import type { LocalizedText, PartnerPackage } from 'shared-api/contract';
import { localizedOf } from '../../db/localized-of';
import { packages, partnerPackages } from '../../db/schema';
import type { Db } from '../../db/types';
import { accrualDueAt } from './accrual-schedule';

export type PartnerPackageRow = typeof partnerPackages.$inferSelect;

/** A partner package as the cabinet shows it; terms are the ones copied at purchase. */
/** A partner package with its catalogue package's names (nameI18n null before 0009 wrote it). */
export type NamedPartnerPackage = {
  row: PartnerPackageRow;
  packageName: string;
  packageNameI18n: LocalizedText | null;
};

export function toPartnerPackageView(
  { row, packageName, packageNameI18n }: NamedPartnerPackage,
  intervalMs: number,
): PartnerPackage {
  const active = row.status === 'active';
  return {
    id: row.id,
    package: {
      id: row.packageId,
      name: packageName,
      nameI18n: localizedOf(packageNameI18n, packageName),
      price: row.price.toString(),
      dailyIncomeBp: row.dailyIncomeBp,
      periodDays: row.periodDays,
      additionalDays: row.additionalDays,
      linearLevels: row.linearLevels,
      binaryDailyLimit: row.binaryDailyLimit.toString(),
    },
    status: row.status,
    paid: row.paid.toString(),
    purchasedAt: row.purchasedAt.toISOString(),
    activatedAt: row.activatedAt.toISOString(),
    finishAt: accrualDueAt(row.activatedAt, row.accrualsTotal, intervalMs).toISOString(),
    accrualsDone: row.accrualsDone,
    accrualsTotal: row.accrualsTotal,
    remainingDays: active ? row.accrualsTotal - row.accrualsDone : 0,
    nextCreditAt: active && row.nextAccrualAt ? row.nextAccrualAt.toISOString() : null,
    nextCreditAmount: active ? row.dailyAmount.toString() : null,
    totalEarned: (row.dailyAmount * BigInt(row.accrualsDone)).toString(),
    totalIncome: (row.dailyAmount * BigInt(row.accrualsTotal)).toString(),
  };
}

/** The partner's packages with their catalogue names, newest first. */
export async function partnerPackagesOf(db: Db, partnerId: number): Promise<NamedPartnerPackage[]> {
  return db
    .select({
      row: partnerPackages,
      packageName: packages.name,
      packageNameI18n: packages.nameI18n,
    })
    .from(partnerPackages)
    .innerJoin(packages, eq(packages.id, partnerPackages.packageId))
    .where(eq(partnerPackages.partnerId, partnerId))
    .orderBy(desc(partnerPackages.id));
}
