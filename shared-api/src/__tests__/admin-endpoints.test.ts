import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import {
  adminLogPageSchema,
  clientLogPageSchema,
  partnerLogPageSchema,
  PERMISSIONS,
} from '../contract';
import { listAdminLogs, listClientLogs, listPartnerLogs } from '..';
import { getAdminPartner, listAdminPartners, resetPartnerTwoFa } from '../endpoints/admin-partners';
import { createRole, deleteRole, getRole, listPermissions, listRoles, updateRole } from '..';
import { enableAdminTwoFa } from '..';
import {
  createAdminUser,
  getAdminUser,
  listAdminUsers,
  listRoleOptions,
} from '../endpoints/admin-users';
import { apiClient } from '../http/api-client';
import { toApiError } from '../http/api-error';
import { setNavigator } from '../http/navigation';

interface Seen {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
}

/** Answers every request with `data` (or an error body with `status`) and records it. */
function answer(data: unknown, status = 200) {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    seen.push({
      method: (config.method ?? '').toUpperCase(),
      url: config.url ?? '',
      params: config.params as unknown,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    });
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}

const user = {
  id: 7,
  login: 'ann',
  name: 'Ann',
  email: 'ann@example.com',
  roles: [{ id: 2, name: 'support' }],
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const role = {
  id: 2,
  name: 'support',
  permissions: ['view-users'],
  userCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const partner = {
  id: 5,
  login: 'demo',
  email: 'demo@example.com',
  firstName: 'Demo',
  lastName: 'Partner',
  phone: '+49 151 2345 6789',
  partnerCode: 'DEMO0001',
  active: true,
  disabled: false,
  twoFactorEnabled: true,
  sponsor: null,
  registeredAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  setNavigator(jest.fn());
  localStorage.setItem('adminToken', 'admin-t');
});

describe('admin users', () => {
  it('lists a page with the query as params', async () => {
    const seen = answer({ items: [user], total: 1 });
    const page = await listAdminUsers({ page: 2, pageSize: 50, sort: 'login:asc', roleId: 2 });
    expect(page.items[0]?.login).toBe('ann');
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/admin/users',
      params: { page: 2, pageSize: 50, sort: 'login:asc', roleId: 2 },
    });
  });

  it('answers the role options as a list', async () => {
    answer({ items: [{ id: 2, name: 'support' }] });
    await expect(listRoleOptions()).resolves.toEqual([{ id: 2, name: 'support' }]);
  });

  it('rejects an answer that breaks the contract', async () => {
    answer({ ...user, roles: 'support' });
    await expect(getAdminUser(7)).rejects.toThrow();
  });

  it('passes a 409 with its field on to the caller', async () => {
    answer({ error: { code: 'ALREADY_EXISTS', message: 'x', fields: { login: 'taken' } } }, 409);
    const failure = await createAdminUser({
      login: 'ann',
      name: 'Ann',
      email: 'ann@example.com',
      password: 'secret-123',
      roleIds: [],
    }).catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({
      status: 409,
      code: 'ALREADY_EXISTS',
      fields: { login: 'taken' },
    });
  });
});

describe('roles and permissions', () => {
  it('lists, gets, creates, updates and deletes roles', async () => {
    const seen = answer({ items: [role], total: 1 });
    await expect(listRoles({ page: 1, search: 'sup' })).resolves.toMatchObject({ total: 1 });
    const next = answer(role);
    await getRole(2);
    await createRole({ name: 'support', permissions: ['view-users'] });
    await updateRole(2, { name: 'support', permissions: [] });
    await deleteRole(2);
    expect(seen[0]).toMatchObject({ url: '/api/admin/roles', params: { page: 1, search: 'sup' } });
    expect(next.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/admin/roles/2',
      'POST /api/admin/roles',
      'PUT /api/admin/roles/2',
      'DELETE /api/admin/roles/2',
    ]);
    expect(next[1]?.body).toEqual({ name: 'support', permissions: ['view-users'] });
  });

  it('lists every permission with its roles, and refuses unknown permission names', async () => {
    answer({ items: PERMISSIONS.map((name) => ({ name, roles: [{ id: 1, name: 'full' }] })) });
    await expect(listPermissions()).resolves.toHaveLength(PERMISSIONS.length);
    answer({ items: [{ name: 'fly', roles: [] }] });
    await expect(listPermissions()).rejects.toThrow();
  });
});

describe('logs', () => {
  const filters = { page: 1, pageSize: 20, actorId: 3, action: 'login', from: '2026-01-01' };

  it.each([
    ['/api/admin/admin-logs', listAdminLogs, adminLogPageSchema],
    ['/api/admin/client-logs', listClientLogs, clientLogPageSchema],
    ['/api/admin/partner-logs', listPartnerLogs, partnerLogPageSchema],
  ] as const)('%s takes the filters as params', async (url, list, schema) => {
    const seen = answer({ items: [], total: 0 });
    await expect(list(filters)).resolves.toEqual(schema.parse({ items: [], total: 0 }));
    expect(seen[0]).toMatchObject({ method: 'GET', url, params: filters });
  });

  it('parses an admin log row with its snapshots', async () => {
    answer({
      items: [
        {
          id: 1,
          actor: { id: 1, login: 'admin', name: 'Root' },
          action: 'role-updated',
          subject: { type: 'role', id: 2 },
          before: { permissions: ['view-users'] },
          after: { permissions: ['view-users', 'view-roles'] },
          ip: '127.0.0.1',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      total: 1,
    });
    const page = await listAdminLogs({});
    expect(page.items[0]?.after).toEqual({ permissions: ['view-users', 'view-roles'] });
  });
});

describe('partners', () => {
  it('lists with the active filter, gets one, and resets its 2FA', async () => {
    const seen = answer({ items: [partner], total: 1 });
    await listAdminPartners({ page: 1, active: 'true', search: 'demo' });
    const detail = {
      ...partner,
      birthDate: null,
      country: 'DE',
      countryCode: '+49',
      socials: { telegram: '@demo' },
      avatarUrl: null,
    };
    const next = answer(detail);
    await expect(getAdminPartner(5)).resolves.toMatchObject({ country: 'DE' });
    await resetPartnerTwoFa(5);
    expect(seen[0]).toMatchObject({
      url: '/api/admin/partners',
      params: { page: 1, active: 'true', search: 'demo' },
    });
    expect(next.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/admin/partners/5',
      'POST /api/admin/partners/5/two-fa/reset',
    ]);
  });
});

describe("the admin's own 2FA", () => {
  it('refuses a recovery code list of the wrong length', async () => {
    answer({ recoveryCodes: ['only-one'] });
    await expect(enableAdminTwoFa({ code: '123456' })).rejects.toThrow();
  });
});
