import type { AdminSession } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import { invalidCredentials } from '../../http/app-error';
import { clearLoginFailures, type ThrottleKey } from '../../security/login-throttle';
import { issueToken } from '../../security/tokens';
import { loadAdminUser } from '../admin-users/admin-user-view';
import { writeAdminLog } from '../logs/write-log';
import { permissionsOfAdmin } from '../roles/admin-permissions';

/** The end of a successful admin sign-in (password, or password + 2FA): token, log, session. */
export async function issueAdminSession(
  tx: Db,
  deps: Pick<AppDeps, 'config'>,
  input: { adminId: number; ip: string; now: Date; twoFactor: boolean; accountKey?: ThrottleKey },
): Promise<AdminSession> {
  if (input.accountKey) await clearLoginFailures(tx, input.accountKey);
  const { token } = await issueToken(tx, {
    kind: 'admin',
    subjectId: input.adminId,
    now: input.now,
    ttlMs: deps.config.auth.adminTokenTtlMs,
  });
  await writeAdminLog(tx, input.adminId, {
    action: 'login',
    ...(input.twoFactor ? { details: { twoFactor: true } } : {}),
    ip: input.ip,
    at: input.now,
  });
  const user = await loadAdminUser(tx, input.adminId);
  if (!user) throw invalidCredentials();
  return { token, permissions: await permissionsOfAdmin(tx, input.adminId), user };
}
