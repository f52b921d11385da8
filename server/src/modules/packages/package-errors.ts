import { AppError } from '../../http/app-error';

/** 422 next to the package choice: unknown or inactive catalogue package. */
export const packageUnavailable = () =>
  new AppError(422, 'VALIDATION_FAILED', 'This package is not on sale', {
    packageId: 'packageUnavailable',
  });

/** 422 next to the package choice: an upgrade must cost more than the package it replaces. */
export const upgradeNotHigher = () =>
  new AppError(422, 'VALIDATION_FAILED', 'An upgrade must be to a more expensive package', {
    packageId: 'upgradeNotHigher',
  });
