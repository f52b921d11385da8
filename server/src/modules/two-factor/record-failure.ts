import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import { twoFactor } from '../../db/schema';
import { writeAdminLog, writeClientLog } from '../logs/write-log';
import { TwoFactorRejected } from './two-factor-errors';
import type { TwoFactorDeps } from './verify-code';

/**
 * Counts a wrong code after its transaction rolled back; the limit-th failure in a row locks
 * checks for `lockMs` and starts a new count. A partner's failure goes to the client log, an
 * admin's to the admin log (as a wrong admin password does), in the count's transaction.
 */
export async function recordTwoFactorFailure(
  db: Db,
  deps: TwoFactorDeps,
  rejected: TwoFactorRejected,
  ip: string | null,
): Promise<void> {
  const { maxFailures, lockMs } = deps.config.twoFactor;
  const { subject, at } = rejected;
  const lockUntil = new Date(at.getTime() + lockMs);
  await db.transaction(async (tx) => {
    await tx
      .update(twoFactor)
      .set({
        failures: sql`case when ${twoFactor.failures} + 1 >= ${maxFailures} then 0 else ${twoFactor.failures} + 1 end`,
        lockedUntil: sql`case when ${twoFactor.failures} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${twoFactor.lockedUntil} end`,
      })
      .where(and(eq(twoFactor.kind, subject.kind), eq(twoFactor.subjectId, subject.id)));
    if (subject.kind === 'client') {
      await writeClientLog(tx, subject.id, { action: 'two-fa-failed', ip, at });
    } else {
      await writeAdminLog(tx, subject.id, { action: 'two-fa-failed', ip, at });
    }
  });
}

/**
 * Every route that checks a 2FA code (sign-in, enable, disable, password, money operations)
 * gets its wrong codes counted here, in one place, whatever transaction it threw from.
 */
export function installTwoFactorFailureRecording(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof TwoFactorRejected) {
      await recordTwoFactorFailure(deps.db, deps, error, request.ip);
    }
  });
}
