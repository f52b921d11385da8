import { eq } from 'drizzle-orm';
import { packages, partnerPackages } from '../../db/schema';
import type { Db } from '../../db/types';
import { partnerAccount, systemAccount } from '../ledger/accounts';
import { lockBonusesAccount } from '../network/bonuses-account';
import { onPackagePaid } from '../network/on-package-paid';
import { postTransaction } from '../ledger/post-transaction';
import { accrualDueAt } from './accrual-schedule';
import { packageUnavailable } from './package-errors';
import { accrualsTotalOf, dailyAmountOf } from './package-terms';
import type { PackageRow } from './package-view';
import type { PartnerPackageRow } from './partner-package-view';

/** Who buys, when, and from where (the same instant stamps the consents). */
export type PurchaseContext = {
  partnerId: number;
  at: Date;
  intervalMs: number;
};

/**
 * A catalogue package that is on sale, locked FOR KEY SHARE so that it cannot be deleted before
 * this transaction's partner package refers to it; 422 packageUnavailable otherwise.
 */
export async function packageOnSale(tx: Db, packageId: number): Promise<PackageRow> {
  const [row] = await tx.select().from(packages).where(eq(packages.id, packageId)).for('key share');
  if (!row || row.status !== 'active') throw packageUnavailable();
  return row;
}

/**
 * Debits `amount` from the partner's GTC wallet into package-sales (409 INSUFFICIENT_FUNDS
 * `fields.amount` when short) and returns the ledger transaction id.
 */
export async function payForPackage(
  tx: Db,
  ctx: PurchaseContext,
  input: {
    kind: 'package-purchase' | 'package-upgrade';
    amount: bigint;
    details: Record<string, string | number>;
  },
): Promise<number> {
  // The bonuses account first: the network bonuses below lock it before any wallet they
  // credit, so payments of partners in one upline chain queue here instead of deadlocking.
  await lockBonusesAccount(tx, ctx.at);
  const wallet = await partnerAccount(tx, ctx.partnerId, 'GTC', ctx.at);
  const sales = await systemAccount(tx, 'package-sales', 'GTC', ctx.at);
  const posted = await postTransaction(tx, {
    kind: input.kind,
    partnerId: ctx.partnerId,
    details: input.details,
    createdBy: { kind: 'partner', id: ctx.partnerId },
    at: ctx.at,
    entries: [
      { account: wallet, amount: -input.amount },
      { account: sales, amount: input.amount },
    ],
  });
  if (!posted) throw new Error('a package payment has no natural key: it always books');
  await onPackagePaid(tx, {
    partnerId: ctx.partnerId,
    amount: input.amount,
    transactionId: posted.id,
    at: ctx.at,
  });
  return posted.id;
}

/**
 * Opens a partner package on the terms of `pkg` with a fresh schedule starting `ctx.at`
 * (first accrual 24 h later at the earliest).
 */
export async function openPartnerPackage(
  tx: Db,
  ctx: PurchaseContext,
  pkg: PackageRow,
  input: { transactionId: number; paid: bigint; purchasedAt: Date; upgradedFromId: number | null },
): Promise<PartnerPackageRow> {
  const [row] = await tx
    .insert(partnerPackages)
    .values({
      partnerId: ctx.partnerId,
      packageId: pkg.id,
      upgradedFromId: input.upgradedFromId,
      status: 'active',
      price: pkg.price,
      paid: input.paid,
      dailyIncomeBp: pkg.dailyIncomeBp,
      periodDays: pkg.periodDays,
      additionalDays: pkg.additionalDays,
      dailyAmount: dailyAmountOf(pkg),
      accrualsTotal: accrualsTotalOf(pkg),
      linearLevels: pkg.linearLevels,
      binaryDailyLimit: pkg.binaryDailyLimit,
      purchasedAt: input.purchasedAt,
      activatedAt: ctx.at,
      nextAccrualAt: accrualDueAt(ctx.at, 1, ctx.intervalMs),
      offerAcceptedAt: ctx.at,
      privacyAcceptedAt: ctx.at,
      transactionId: input.transactionId,
    })
    .returning();
  if (!row) throw new Error('partner package missing after insert');
  return row;
}
