import {
  adminLoginResponseSchema,
  adminSessionSchema,
  currentAdminSchema,
  loginAsResponseSchema,
  type AdminLoginRequest,
  type TwoFactorChallenge,
  type TwoFactorLogin,
} from '../contract';
import { apiClient } from '../http/api-client';
import { goAfterSignIn, goTo } from '../http/navigation';
import { clearAdminSession, saveAdminSession } from '../session/session-store';

/**
 * Spec §7: after a successful admin login the token and permissions are stored, then
 * /admin/manage. An admin with 2FA on gets a challenge instead: the caller asks for the code and
 * finishes with `completeAdminLogin`.
 */
export async function adminLogin(
  credentials: AdminLoginRequest,
): Promise<TwoFactorChallenge | null> {
  const { data } = await apiClient.post<unknown>('/api/admin/login', credentials);
  const answer = adminLoginResponseSchema.parse(data);
  if ('challenge' in answer) return answer;
  saveAdminSession(answer);
  goAfterSignIn('adminManage');
  return null;
}

/** The second step of an admin 2FA sign-in. */
export async function completeAdminLogin(body: TwoFactorLogin) {
  const { data } = await apiClient.post<unknown>('/api/admin/login/two-fa', body);
  saveAdminSession(adminSessionSchema.parse(data));
  goAfterSignIn('adminManage');
}

/** GET /api/user: refreshes the stored permission list (spec §6). */
export async function fetchCurrentAdmin() {
  const { data } = await apiClient.get<unknown>('/api/user');
  const current = currentAdminSchema.parse(data);
  saveAdminSession(current);
  return current;
}

export async function adminLogout() {
  try {
    await apiClient.post<unknown>('/api/admin/logout');
  } finally {
    clearAdminSession();
    goTo('adminLogin');
  }
}

export async function loginAs(partnerId: number) {
  const { data } = await apiClient.post<unknown>('/api/admin/login-as', { partnerId });
  return loginAsResponseSchema.parse(data);
}
