import { AppError } from '../../http/app-error';

/** 409 INSUFFICIENT_FUNDS, placed next to the amount field. */
export const insufficientFunds = (field = 'amount') =>
  new AppError(409, 'INSUFFICIENT_FUNDS', 'Insufficient funds', { [field]: 'insufficientFunds' });

/** 409 INVALID_STATE: the record does not allow this step any more. */
export const invalidState = (message: string) => new AppError(409, 'INVALID_STATE', message);
