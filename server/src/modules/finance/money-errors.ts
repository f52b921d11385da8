import type { Currency, MessageCode } from 'shared-api/contract';
import { AppError } from '../../http/app-error';

/**
 * 422 VALIDATION_FAILED next to the amount: below the operation's minimum, which the text
 * ("Minimum withdrawal amount {{amount}}") shows from `params`.
 */
export const belowMinimum = (
  code: Extract<MessageCode, 'minDeposit' | 'minTransfer' | 'minWithdrawal'>,
  minimum: bigint,
  currency: Currency,
) =>
  new AppError(
    422,
    'VALIDATION_FAILED',
    `The amount is below the minimum of ${minimum} micro-units`,
    { amount: code },
    { amount: minimum.toString(), currency },
  );
