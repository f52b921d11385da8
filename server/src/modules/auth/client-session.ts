import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import { clearLoginFailures, type ThrottleKey } from '../../security/login-throttle';
import { issueToken } from '../../security/tokens';
import { writeClientLog } from '../logs/write-log';

/** The end of a successful partner sign-in (password, or password + 2FA): token and log row. */
export async function issueClientSession(
  tx: Db,
  deps: Pick<AppDeps, 'config'>,
  input: { partnerId: number; ip: string; now: Date; twoFactor: boolean; accountKey?: ThrottleKey },
): Promise<{ token: string }> {
  if (input.accountKey) await clearLoginFailures(tx, input.accountKey);
  const { token } = await issueToken(tx, {
    kind: 'client',
    subjectId: input.partnerId,
    now: input.now,
    ttlMs: deps.config.auth.clientTokenTtlMs,
  });
  await writeClientLog(tx, input.partnerId, {
    action: 'login',
    ...(input.twoFactor ? { details: { twoFactor: true } } : {}),
    ip: input.ip,
    at: input.now,
  });
  return { token };
}
