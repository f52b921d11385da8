import type { Db } from '../../db/types';
import { writeAdminLog, writeClientLog } from '../logs/write-log';
import { unusedRecoveryCodes } from './recovery-codes';
import type { TwoFactorSubject } from './subject';

/**
 * A recovery code stood in for the authenticator (sign-in, 2FA off, password, money): an auth
 * event of its own, logged in the transaction that spent it (never the code), with how many are
 * left. A login-as session never gets here: it may change nothing.
 */
export async function logRecoveryCodeUse(
  tx: Db,
  subject: TwoFactorSubject,
  ip: string | null,
  at: Date,
): Promise<void> {
  const details = { recoveryCodesLeft: await unusedRecoveryCodes(tx, subject) };
  if (subject.kind === 'client') {
    await writeClientLog(tx, subject.id, { action: 'recovery-code-used', details, ip, at });
  } else {
    await writeAdminLog(tx, subject.id, {
      action: 'recovery-code-used',
      subject: { type: 'admin-user', id: subject.id },
      after: details,
      ip,
      at,
    });
  }
}
