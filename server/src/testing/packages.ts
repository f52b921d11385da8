import { eq } from 'drizzle-orm';
import { units } from 'shared-api/contract';
import { packages } from '../db/schema';
import type { Db } from '../db/types';
import { accrualIntervalMs } from '../modules/packages/accrual-schedule';
import type { PackageRow } from '../modules/packages/package-view';
import type { PartnerPackageRow } from '../modules/packages/partner-package-view';
import { purchasePackage } from '../modules/packages/purchase-package';
import { readFinanceSettings } from '../modules/settings/finance-settings';
import { unique } from './fixtures';
import { creditPartner } from './money';

/** A catalogue package (active, 100 GTC, 0.5 % a day for 10 days unless told otherwise). */
export async function createPackage(
  db: Db,
  input: Partial<Omit<PackageRow, 'id' | 'createdAt' | 'updatedAt'>> = {},
): Promise<PackageRow> {
  const at = new Date('2026-01-01T00:00:00Z');
  const [row] = await db
    .insert(packages)
    .values({
      name: unique('Pkg '),
      price: BigInt(units(100)),
      dailyIncomeBp: 50,
      periodDays: 10,
      additionalDays: 0,
      linearLevels: 1,
      binaryDailyLimit: BigInt(units(50)),
      status: 'active',
      createdAt: at,
      updatedAt: at,
      ...input,
    })
    .returning();
  if (!row) throw new Error('no package');
  return row;
}

/** The seeded catalogue package of that name (seed/catalogue.ts). */
export async function catalogueLookup(db: Db, name: string): Promise<PackageRow> {
  const [row] = await db.select().from(packages).where(eq(packages.name, name));
  if (!row) throw new Error(`no catalogue package ${name}`);
  return row;
}

/**
 * A partner package bought at `at` through the real purchase (wallet debited, consents,
 * logs, active flag). The price is credited first unless `fund` is false.
 */
export async function createActivePackage(
  db: Db,
  partnerId: number,
  input: { packageId: number; at: Date; fund?: boolean },
): Promise<PartnerPackageRow> {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, input.packageId));
  if (!pkg) throw new Error(`no package ${input.packageId}`);
  if (input.fund !== false) await creditPartner(db, partnerId, pkg.price, 'GTC', input.at);
  const intervalMs = accrualIntervalMs(await readFinanceSettings(db));
  const { row } = await db.transaction((tx) =>
    purchasePackage(
      tx,
      { partnerId, at: input.at, intervalMs, ip: null, impersonatorAdminId: null },
      input.packageId,
    ),
  );
  return row;
}

/** The body of POST / PUT /api/admin/packages: a 300 GTC package named `name` (ru). */
export const packageInput = (name: string, extra: object = {}) => ({
  nameI18n: { ru: name },
  price: units(300),
  dailyIncomeBp: 50,
  periodDays: 100,
  additionalDays: 5,
  linearLevels: 2,
  binaryDailyLimit: units(150),
  status: 'active',
  ...extra,
});
