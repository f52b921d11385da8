import { eq } from 'drizzle-orm';
import { packages, partnerPackages } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../http/app-error';
import { invalidState } from '../ledger/ledger-errors';
import { writeClientLog } from '../logs/write-log';
import { bookAccruals } from './book-accruals';
import { openPartnerPackage, packageOnSale, payForPackage } from './buy-package';
import { upgradeNotHigher } from './package-errors';
import type { NamedPartnerPackage } from './partner-package-view';
import type { RequestContext } from './purchase-package';

/**
 * business rules (Packages): moves an active partner package to a more expensive catalogue
 * package for the price difference. Accruals already due are booked first (earned income
 * stays); the old row becomes `upgraded`, the new one starts its own schedule now.
 * `now` reads the clock once the old package is held (ctx.at without it).
 */
export async function upgradePackage(
  tx: Db,
  request: RequestContext,
  input: { partnerPackageId: number; packageId: number },
  now: () => Date = () => request.at,
): Promise<NamedPartnerPackage> {
  let current = await lockOwnPackage(tx, request.partnerId, input.partnerPackageId);
  // The upgrade happens once the package is held, not when the request came: an accrual batch
  // that held it meanwhile (claimed at its own, later time) may have paid an accrual due after
  // the request came, and the new schedule must not start before what the old one paid.
  const later = now();
  const ctx = later > request.at ? { ...request, at: later } : request;
  if (current.row.status === 'active') {
    await bookAccruals(tx, [current.row], ctx.at, ctx.intervalMs);
    current = await lockOwnPackage(tx, ctx.partnerId, input.partnerPackageId);
  }
  const old = current.row;
  if (old.status !== 'active') throw invalidState('Only an active package can be upgraded');
  const target = await packageOnSale(tx, input.packageId);
  if (target.price <= old.price) throw upgradeNotHigher();

  const difference = target.price - old.price;
  const transactionId = await payForPackage(tx, ctx, {
    kind: 'package-upgrade',
    amount: difference,
    details: {
      partnerPackageId: old.id,
      fromPackageName: current.packageName,
      packageId: target.id,
      packageName: target.name,
    },
  });
  await tx
    .update(partnerPackages)
    .set({ status: 'upgraded', nextAccrualAt: null, finishedAt: ctx.at })
    .where(eq(partnerPackages.id, old.id));
  const row = await openPartnerPackage(tx, ctx, target, {
    transactionId,
    paid: old.paid + difference,
    purchasedAt: old.purchasedAt,
    upgradedFromId: old.id,
  });
  await writeClientLog(tx, ctx.partnerId, {
    action: 'package-upgraded',
    details: {
      partnerPackageId: row.id,
      fromPartnerPackageId: old.id,
      packageId: target.id,
      packageName: target.name,
      amount: difference.toString(),
      transactionId,
    },
    impersonatorAdminId: ctx.impersonatorAdminId,
    ip: ctx.ip,
    at: ctx.at,
  });
  return { row, packageName: target.name, packageNameI18n: target.nameI18n };
}

/** The partner's own package, locked; 404 for another partner's (its existence stays hidden). */
async function lockOwnPackage(tx: Db, partnerId: number, id: number) {
  const [found] = await tx
    .select({ row: partnerPackages, packageName: packages.name })
    .from(partnerPackages)
    .innerJoin(packages, eq(packages.id, partnerPackages.packageId))
    .where(eq(partnerPackages.id, id))
    .for('update', { of: partnerPackages });
  if (!found || found.row.partnerId !== partnerId) throw notFound('Package');
  return found;
}
