import { applyBasisPoints } from 'shared-api/contract';

/** The terms that decide what a package pays (copied into a partner package at purchase). */
export type PackageTerms = {
  price: bigint;
  dailyIncomeBp: number;
  periodDays: number;
  additionalDays: number;
};

/** One accrual: price × daily % (rounded down, as every payout). */
export const dailyAmountOf = (t: Pick<PackageTerms, 'price' | 'dailyIncomeBp'>): bigint =>
  applyBasisPoints(t.price, t.dailyIncomeBp);

/** Accruals k = 1 … period + additional days. */
export const accrualsTotalOf = (t: Pick<PackageTerms, 'periodDays' | 'additionalDays'>): number =>
  t.periodDays + t.additionalDays;

/** What the package pays in all: the sum of its accruals (each rounded as it is paid). */
export const totalIncomeOf = (t: PackageTerms): bigint =>
  dailyAmountOf(t) * BigInt(accrualsTotalOf(t));
