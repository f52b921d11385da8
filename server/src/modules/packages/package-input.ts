import { applyBasisPoints, compactLocalizedText, type PackageInput } from 'shared-api/contract';
import { AppError } from '../../http/app-error';
import { uniqueViolation } from '../../db/unique-violation';

/** A catalogue package as stored from the admin form (amounts as bigint). */
export function packageValues(input: PackageInput) {
  const price = BigInt(input.price);
  // An accrual of zero cannot be booked (ledger entries are never zero).
  if (applyBasisPoints(price, input.dailyIncomeBp) === 0n) {
    throw new AppError(422, 'VALIDATION_FAILED', 'The daily income rounds to zero', {
      price: 'invalidAmount',
    });
  }
  const nameI18n = compactLocalizedText(input.nameI18n);
  // `name` is the catalogue key (unique, searched, sorted by): the Russian text.
  return {
    name: nameI18n.ru,
    nameI18n,
    price,
    dailyIncomeBp: input.dailyIncomeBp,
    periodDays: input.periodDays,
    additionalDays: input.additionalDays,
    linearLevels: input.linearLevels,
    binaryDailyLimit: BigInt(input.binaryDailyLimit),
    status: input.status,
  };
}

/** 409 ALREADY_EXISTS `fields['nameI18n.ru'] = 'taken'`: another package has this Russian name (any case). */
export function rethrowPackageNameTaken(error: unknown): never {
  if (uniqueViolation(error) === 'packages_name_key') {
    throw new AppError(409, 'ALREADY_EXISTS', 'A package with this name already exists', {
      'nameI18n.ru': 'taken',
    });
  }
  throw error;
}
