import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { twoFactor } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { seal } from '../../security/secret-box';
import { newTotpSecret, otpauthUrl } from '../../security/totp';
import { deleteRecoveryCodes, issueRecoveryCodes, unusedRecoveryCodes } from './recovery-codes';
import type { TwoFactorSubject } from './subject';
import { twoFactorAlreadyEnabled } from './two-factor-errors';
import {
  deleteTwoFactorRow,
  isTwoFactorEnabled,
  lockTwoFactorRow,
  updateTwoFactorRow,
} from './two-factor-state';
import { checkCode, requireTwoFactorCode, type TwoFactorDeps } from './verify-code';

/** One service for both kinds of account (partners and admins). */

export async function twoFactorStatus(db: Db, subject: TwoFactorSubject): Promise<TwoFactorStatus> {
  const enabled = await isTwoFactorEnabled(db, subject);
  return { enabled, recoveryCodesLeft: enabled ? await unusedRecoveryCodes(db, subject) : 0 };
}

/**
 * A new secret, pending until confirmed by `enableTwoFactor` (a later setup replaces it).
 * `account` labels the entry in the authenticator app.
 */
export async function setupTwoFactor(
  tx: Db,
  deps: TwoFactorDeps,
  subject: TwoFactorSubject,
  account: string,
): Promise<TwoFactorSetup> {
  const row = await lockTwoFactorRow(tx, subject);
  if (row?.secret) throw twoFactorAlreadyEnabled();
  const secret = newTotpSecret();
  const pendingSecret = seal(deps.config.twoFactorKey, secret);
  if (row) await updateTwoFactorRow(tx, subject, { pendingSecret });
  else {
    const inserted = await tx
      .insert(twoFactor)
      .values({ kind: subject.kind, subjectId: subject.id, pendingSecret })
      .onConflictDoNothing()
      .returning({ subjectId: twoFactor.subjectId });
    // A first setup at the same moment (a double click, two tabs) inserted the row meanwhile:
    // there was no row to lock. Decide again on its row, locked now (a later setup replaces it).
    if (inserted.length === 0) return setupTwoFactor(tx, deps, subject, account);
  }
  return {
    secret,
    otpauthUrl: otpauthUrl({ issuer: deps.config.twoFactor.issuer, account, secret }),
  };
}

/** Confirms the pending secret with a code from it; answers the recovery codes (shown once). */
export async function enableTwoFactor(
  tx: Db,
  deps: TwoFactorDeps,
  subject: TwoFactorSubject,
  code: string,
): Promise<RecoveryCodes> {
  const row = await lockTwoFactorRow(tx, subject);
  if (row?.secret) throw twoFactorAlreadyEnabled();
  if (!row?.pendingSecret) {
    // Not TWO_FA_REQUIRED ("enable 2FA", which the UI links to the very page this came from).
    throw new AppError(409, 'INVALID_STATE', 'Start the 2FA setup first: no secret to confirm');
  }
  const { step } = await checkCode(tx, deps, subject, row, row.pendingSecret, code, {
    recovery: false,
  });
  await updateTwoFactorRow(tx, subject, {
    secret: row.pendingSecret,
    pendingSecret: null,
    enabledAt: deps.clock.now(),
    lastStep: step,
  });
  return { recoveryCodes: await issueRecoveryCodes(tx, deps.config.twoFactorKey, subject) };
}

/** Turns 2FA off with a code (TOTP or recovery); the secret and codes are deleted. */
export async function disableTwoFactor(
  tx: Db,
  deps: TwoFactorDeps,
  subject: TwoFactorSubject,
  code: string,
  ip: string | null,
): Promise<void> {
  await requireTwoFactorCode(tx, deps, subject, code, ip);
  await removeTwoFactor(tx, subject);
}

/**
 * An admin's reset of a partner's 2FA (lost phone): no code. True when 2FA was on; when it is
 * off nothing changes (a setup under way or a lock of wrong codes stays as it is).
 */
export async function resetTwoFactor(tx: Db, subject: TwoFactorSubject): Promise<boolean> {
  const row = await lockTwoFactorRow(tx, subject);
  if (!row?.secret) return false;
  await removeTwoFactor(tx, subject);
  return true;
}

/** Every trace of the subject's 2FA (on, pending or a lock): for an account being deleted. */
export async function removeTwoFactor(tx: Db, subject: TwoFactorSubject): Promise<void> {
  await deleteRecoveryCodes(tx, subject);
  await deleteTwoFactorRow(tx, subject);
}
