import { AppError } from '../../http/app-error';
import type { TwoFactorSubject } from './subject';

/** Spec §8: the operation needs 2FA, which is off; the UI links to Profile → Security. */
export const twoFactorRequired = () =>
  new AppError(409, 'TWO_FA_REQUIRED', 'Operation unavailable. Enable 2FA.');

const lockedMessage = (until: Date) =>
  `Too many wrong 2FA codes: checks are locked until ${until.toISOString()}`;

/** 429 with `params.date`, the lock's end, so that the UI says when to try again. */
export const twoFactorLocked = (until: Date) =>
  new AppError(429, 'TWO_FA_LOCKED', lockedMessage(until), undefined, {
    date: until.toISOString(),
  });

export const twoFactorAlreadyEnabled = () =>
  new AppError(409, 'ALREADY_EXISTS', 'Two-factor authentication is already enabled');

/**
 * A wrong code. It counts towards the lock, but the transaction it was thrown in rolls back:
 * the failure is recorded afterwards (record-failure.ts, from the app's onError hook).
 * `locks` = this failure reaches the limit, so the answer is already TWO_FA_LOCKED.
 */
export class TwoFactorRejected extends AppError {
  constructor(
    readonly subject: TwoFactorSubject,
    readonly at: Date,
    lockedUntil: Date | null,
  ) {
    super(
      lockedUntil ? 429 : 422,
      lockedUntil ? 'TWO_FA_LOCKED' : 'TWO_FA_INVALID',
      lockedUntil ? lockedMessage(lockedUntil) : 'Wrong or already used 2FA code',
      lockedUntil ? undefined : { code: 'wrongTwoFaCode' },
      lockedUntil ? { date: lockedUntil.toISOString() } : undefined,
    );
  }
}
