import { AppError } from '../../http/app-error';
import { uniqueViolation } from '../../db/unique-violation';

/** 409: today is not a withdrawal day; the text shows when the next window opens. */
export const withdrawalClosed = (nextStart: Date) =>
  new AppError(
    409,
    'WITHDRAWAL_CLOSED',
    `Withdrawals are closed today; the next window opens ${nextStart.toISOString()}`,
    undefined,
    { date: nextStart.toISOString() },
  );

export const alreadyRequested = () =>
  new AppError(
    409,
    'WITHDRAWAL_ALREADY_REQUESTED',
    'A withdrawal was already requested in this window',
  );

/** 409 next to the amount: `params.amount` = by how much the daily limit would be exceeded. */
export const limitExceeded = (excess: bigint) =>
  new AppError(
    409,
    'LIMIT_EXCEEDED',
    `The daily withdrawal limit would be exceeded by ${excess} micro-units`,
    { amount: 'limitExceeded' },
    { amount: excess.toString(), currency: 'GTC' },
  );

/** Two requests of one window racing: the second loses on the one-per-window unique index. */
export function rethrowOnePerWindow(error: unknown): never {
  if (uniqueViolation(error) === 'withdrawals_one_per_window') throw alreadyRequested();
  throw error;
}
