import type { AxiosAdapter } from 'axios';
import { adminLogin, adminLogout } from '../endpoints/admin-auth';
import { apiClient } from '../http/api-client';
import { setNavigator } from '../http/navigation';
import { can } from '../session/session-store';

const navigate = jest.fn();
const answer =
  (data: unknown): AxiosAdapter =>
  async (config) => ({ data, status: 200, statusText: 'OK', headers: {}, config });

beforeEach(() => setNavigator(navigate));

it('admin login stores the token and permissions, then goes to /admin/manage', async () => {
  apiClient.defaults.adapter = answer({
    token: 'tok',
    permissions: ['view-users'],
    user: {
      id: 1,
      login: 'admin',
      name: 'Root',
      email: 'r@x.io',
      roles: [],
      twoFactorEnabled: false,
      createdAt: '2026-01-01',
    },
  });
  await adminLogin({ login: 'admin', password: 'pw' });
  expect(localStorage.getItem('adminToken')).toBe('tok');
  expect(can('view-users')).toBe(true);
  expect(navigate).toHaveBeenCalledWith('/admin/manage');
});

it('an admin with 2FA gets the challenge back and nothing is stored yet', async () => {
  localStorage.clear();
  navigate.mockClear();
  apiClient.defaults.adapter = answer({ twoFactorRequired: true, challenge: 'ch-1' });
  await expect(adminLogin({ login: 'admin', password: 'pw' })).resolves.toEqual({
    twoFactorRequired: true,
    challenge: 'ch-1',
  });
  expect(localStorage.getItem('adminToken')).toBeNull();
  expect(navigate).not.toHaveBeenCalled();
});

it('a malformed login answer stores nothing', async () => {
  apiClient.defaults.adapter = answer({ token: 'tok' });
  await expect(adminLogin({ login: 'admin', password: 'pw' })).rejects.toThrow();
  expect(localStorage.getItem('adminToken')).toBeNull();
});

it('admin logout clears the admin session even when the server call fails', async () => {
  localStorage.setItem('adminToken', 'tok');
  localStorage.setItem('adminPermissions', '["view-users"]');
  apiClient.defaults.adapter = async () => {
    throw new Error('offline');
  };
  await expect(adminLogout()).rejects.toThrow('offline');
  expect(localStorage.getItem('adminToken')).toBeNull();
  expect(localStorage.getItem('adminPermissions')).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/admin');
});
