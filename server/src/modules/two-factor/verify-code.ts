import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import { open } from '../../security/secret-box';
import { matchTotp } from '../../security/totp';
import { logRecoveryCodeUse } from './log-recovery-code-use';
import { isRecoveryCodeShape, spendRecoveryCode } from './recovery-codes';
import type { TwoFactorSubject } from './subject';
import { twoFactorLocked, TwoFactorRejected, twoFactorRequired } from './two-factor-errors';
import { lockTwoFactorRow, updateTwoFactorRow, type TwoFactorRow } from './two-factor-state';

export type TwoFactorDeps = Pick<AppDeps, 'clock' | 'config'>;

/**
 * Checks a code against the subject's confirmed secret, inside the caller's transaction (money
 * operations of later issues call it with theirs, so the code is spent only if the operation
 * commits). A TOTP code of the current step ±stepWindow is accepted once; a recovery code once,
 * and its use is logged (client or admin log) in that transaction, from `ip`.
 * Throws 409 TWO_FA_REQUIRED when 2FA is off, 429 TWO_FA_LOCKED while locked, and
 * TwoFactorRejected (422 TWO_FA_INVALID, or 429 when this failure locks) for a wrong code.
 */
export async function requireTwoFactorCode(
  tx: Db,
  deps: TwoFactorDeps,
  subject: TwoFactorSubject,
  code: string,
  ip: string | null,
): Promise<{ method: 'totp' | 'recovery' }> {
  const row = await lockTwoFactorRow(tx, subject);
  if (!row?.secret) throw twoFactorRequired();
  const { method } = await checkCode(tx, deps, subject, row, row.secret, code, { recovery: true });
  if (method === 'recovery') await logRecoveryCodeUse(tx, subject, ip, deps.clock.now());
  return { method };
}

/**
 * The shared check of a code against `sealedSecret` (the confirmed or the pending one) of a
 * locked row: lock, TOTP step, recovery code, failure. Success resets the failure count.
 */
export async function checkCode(
  tx: Db,
  deps: TwoFactorDeps,
  subject: TwoFactorSubject,
  row: TwoFactorRow,
  sealedSecret: string,
  code: string,
  options: { recovery: boolean },
): Promise<{ method: 'totp' | 'recovery'; step: number | null }> {
  const now = deps.clock.now();
  const policy = deps.config.twoFactor;
  if (row.lockedUntil && row.lockedUntil > now) throw twoFactorLocked(row.lockedUntil);

  const given = code.trim();
  if (/^\d{6}$/.test(given)) {
    const secret = open(deps.config.twoFactorKey, sealedSecret);
    const step = matchTotp(secret, given, now, policy.stepWindow, row.lastStep);
    if (step !== null) {
      await updateTwoFactorRow(tx, subject, { lastStep: step, failures: 0, lockedUntil: null });
      return { method: 'totp', step };
    }
  } else if (
    options.recovery &&
    isRecoveryCodeShape(given) &&
    (await spendRecoveryCode(tx, deps.config.twoFactorKey, subject, given, now))
  ) {
    await updateTwoFactorRow(tx, subject, { failures: 0, lockedUntil: null });
    return { method: 'recovery', step: null };
  }
  const locks = row.failures + 1 >= policy.maxFailures;
  throw new TwoFactorRejected(subject, now, locks ? new Date(now.getTime() + policy.lockMs) : null);
}
