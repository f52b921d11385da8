import { AppError } from '../../http/app-error';

/** 409: the caller is not in the binary tree ("ask your upline to activate you"). */
export const notInBinary = () =>
  new AppError(409, 'NOT_IN_BINARY', 'You are not placed in the binary tree yet');

/** 409: the partner is placed already, or the sponsor's placement window has passed. */
export const notPlaceable = (why: string) => new AppError(409, 'INVALID_STATE', why);
