import type { Db } from '../../db/types';
import { writeClientLog } from '../logs/write-log';
import {
  openPartnerPackage,
  packageOnSale,
  payForPackage,
  type PurchaseContext,
} from './buy-package';
import { syncPartnersActive } from './partner-activity';
import type { NamedPartnerPackage } from './partner-package-view';

export type RequestContext = PurchaseContext & {
  ip: string | null;
  /** The admin acting through login-as, recorded in the client log. */
  impersonatorAdminId: number | null;
};

/**
 * business rules (Packages): debits the price from the GTC wallet, opens the partner package
 * with its consents stamped, logs `package-purchased` and makes the partner active.
 */
export async function purchasePackage(
  tx: Db,
  ctx: RequestContext,
  packageId: number,
): Promise<NamedPartnerPackage> {
  const pkg = await packageOnSale(tx, packageId);
  const transactionId = await payForPackage(tx, ctx, {
    kind: 'package-purchase',
    amount: pkg.price,
    details: { packageId: pkg.id, packageName: pkg.name },
  });
  const row = await openPartnerPackage(tx, ctx, pkg, {
    transactionId,
    paid: pkg.price,
    purchasedAt: ctx.at,
    upgradedFromId: null,
  });
  await writeClientLog(tx, ctx.partnerId, {
    action: 'package-purchased',
    details: {
      partnerPackageId: row.id,
      packageId: pkg.id,
      packageName: pkg.name,
      amount: pkg.price.toString(),
      transactionId,
    },
    impersonatorAdminId: ctx.impersonatorAdminId,
    ip: ctx.ip,
    at: ctx.at,
  });
  await syncPartnersActive(tx, [ctx.partnerId], {
    actor: { kind: 'partner' },
    ip: ctx.ip,
    at: ctx.at,
  });
  return { row, packageName: pkg.name, packageNameI18n: pkg.nameI18n };
}
