import {
  adminSessionSchema,
  currentAdminSchema,
  loginAsResponseSchema,
  type AdminLoginRequest,
} from '../contract';
import { apiClient } from '../http/api-client';
import { goTo } from '../http/navigation';
import { clearAdminSession, saveAdminSession } from '../session/session-store';

/** Spec §7: after a successful admin login the token and permissions are stored, then /admin/manage. */
export async function adminLogin(credentials: AdminLoginRequest) {
  const { data } = await apiClient.post('/api/admin/login', credentials);
  const session = adminSessionSchema.parse(data);
  saveAdminSession(session);
  goTo('adminManage');
  return session;
}

/** GET /api/user: refreshes the stored permission list (spec §6). */
export async function fetchCurrentAdmin() {
  const { data } = await apiClient.get('/api/user');
  const current = currentAdminSchema.parse(data);
  saveAdminSession(current);
  return current;
}

export async function adminLogout() {
  try {
    await apiClient.post('/api/admin/logout');
  } finally {
    clearAdminSession();
    goTo('adminLogin');
  }
}

export async function loginAs(partnerId: number) {
  const { data } = await apiClient.post('/api/admin/login-as', { partnerId });
  return loginAsResponseSchema.parse(data);
}
