import {
  compactLocalizedText,
  microToDecimal,
  toMicro,
  type InvestmentPackage,
  type LocalizedText,
  type Micro,
  type PackageInput,
} from 'shared-api';
import { bpToPercent, percentToBp } from '../money';

/** What the form holds: money in whole units and the daily income in percent, as typed. */
export interface PackageFormValues {
  /** The name per language, as typed (Russian required). */
  nameI18n: LocalizedText;
  price: string;
  dailyIncome: string;
  periodDays: number | null;
  additionalDays: number | null;
  linearLevels: number | null;
  binaryDailyLimit: string;
  status: InvestmentPackage['status'];
}

export function packageFormValues(pkg?: InvestmentPackage): PackageFormValues {
  if (!pkg) {
    return {
      nameI18n: { ru: '' },
      price: '',
      dailyIncome: '',
      periodDays: 300,
      additionalDays: 0,
      linearLevels: 1,
      binaryDailyLimit: '',
      status: 'active',
    };
  }
  return {
    nameI18n: pkg.nameI18n,
    price: microToDecimal(pkg.price),
    dailyIncome: bpToPercent(pkg.dailyIncomeBp),
    periodDays: pkg.periodDays,
    additionalDays: pkg.additionalDays,
    linearLevels: pkg.linearLevels,
    binaryDailyLimit: microToDecimal(pkg.binaryDailyLimit),
    status: pkg.status,
  };
}

/** A value the form's rules have passed; anything else is a bug, not a user error. */
function checked<T>(value: T | null, field: string): T {
  if (value === null) throw new Error(`${field} was not validated`);
  return value;
}

/** The request body: amounts in micro-units, the daily income in basis points. */
export function toPackageInput(values: PackageFormValues): PackageInput {
  return {
    nameI18n: compactLocalizedText(values.nameI18n),
    price: checked(toMicro(values.price), 'price'),
    dailyIncomeBp: checked(percentToBp(values.dailyIncome), 'dailyIncome'),
    periodDays: checked(values.periodDays, 'periodDays'),
    additionalDays: checked(values.additionalDays, 'additionalDays'),
    linearLevels: checked(values.linearLevels, 'linearLevels'),
    binaryDailyLimit: checked(toMicro(values.binaryDailyLimit), 'binaryDailyLimit'),
    status: values.status,
  };
}

/**
 * Total income of the terms typed so far (business rules: price × daily % × (period + additional
 * days)), or null while they are incomplete. The server computes the stored one the same way.
 */
export function totalIncomeOf(values: Partial<PackageFormValues>): Micro | null {
  const price = toMicro(values.price ?? '');
  const bp = percentToBp(values.dailyIncome ?? '');
  const days = (values.periodDays ?? 0) + (values.additionalDays ?? 0);
  if (price === null || bp === null || !Number.isInteger(days) || days <= 0) return null;
  return ((BigInt(price) * BigInt(bp) * BigInt(days)) / 10_000n).toString();
}
