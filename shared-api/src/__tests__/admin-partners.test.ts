import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import {
  createAdminPartner,
  getAdminPartnerNetwork,
  listAdminPartners,
  setAdminPartnerDisabled,
  updateAdminPartner,
} from '../endpoints/admin-partners';
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

const route = (r: Seen) => `${r.method} ${r.url}`;

const detail = {
  id: 5,
  login: 'demo',
  email: 'demo@example.com',
  firstName: 'Demo',
  lastName: 'Partner',
  phone: '+49 151 2345 6789',
  partnerCode: 'DEMO0001',
  active: true,
  disabled: false,
  twoFactorEnabled: false,
  sponsor: { id: 1, login: 'root' },
  registeredAt: '2026-01-01T00:00:00.000Z',
  birthDate: null,
  country: 'DE',
  countryCode: '+49',
  socials: {},
  avatarUrl: null,
};

beforeEach(() => {
  setNavigator(jest.fn());
  localStorage.setItem('adminToken', 'admin-t');
});

describe('admin partners: writes and network', () => {
  it('filters the list by `disabled`', async () => {
    const seen = answer({ items: [detail], total: 1 });
    await listAdminPartners({ disabled: 'true' });
    expect(seen[0]).toMatchObject({ url: '/api/admin/partners', params: { disabled: 'true' } });
  });

  it('creates with POST and updates with PUT, sending the body as given', async () => {
    const seen = answer(detail);
    const create = {
      firstName: 'Demo',
      lastName: 'Partner',
      email: 'demo@example.com',
      login: 'demo',
      phone: '+49 151 2345 6789',
      sponsorCode: 'ROOT0001',
    };
    await expect(createAdminPartner(create)).resolves.toMatchObject({ id: 5 });
    const update = {
      firstName: 'Demo',
      lastName: 'Partner',
      email: 'demo@example.com',
      login: 'demo2',
      phone: '+49 151 2345 6789',
      country: null,
    };
    await updateAdminPartner(5, update);
    expect(seen.map(route)).toEqual(['POST /api/admin/partners', 'PUT /api/admin/partners/5']);
    expect(seen[0]?.body).toEqual(create);
    expect(seen[1]?.body).toEqual(update);
  });

  it('deactivates and activates at their own paths, without a body', async () => {
    const seen = answer({ ...detail, disabled: true });
    await expect(setAdminPartnerDisabled(5, true)).resolves.toMatchObject({ disabled: true });
    await setAdminPartnerDisabled(5, false);
    expect(seen.map(route)).toEqual([
      'POST /api/admin/partners/5/deactivate',
      'POST /api/admin/partners/5/activate',
    ]);
    expect(seen[0]?.body).toBeUndefined();
  });

  it('reads the network fields', async () => {
    const network = {
      line: 2,
      linearLevels: 3,
      personalVolume: '1000000000',
      careerStatus: 'Bronze',
      careerStatusI18n: { ru: 'Бронза', en: 'Bronze' },
      mentor: { id: 1, login: 'root' },
      binary: { side: 'left', parentLogin: 'root', depth: 1, placedAt: '2026-01-02T00:00:00.000Z' },
    };
    const seen = answer(network);
    await expect(getAdminPartnerNetwork(5)).resolves.toEqual(network);
    expect(route(seen[0]!)).toBe('GET /api/admin/partners/5/network');
  });

  it('rejects a network answer outside the contract', async () => {
    answer({ line: 'two' });
    await expect(getAdminPartnerNetwork(5)).rejects.toThrow();
  });

  it('passes the refusals on: taken fields and an already blocked partner', async () => {
    answer(
      { error: { code: 'ALREADY_EXISTS', message: 'taken', fields: { login: 'taken' } } },
      409,
    );
    const taken = await updateAdminPartner(5, { ...detail, socials: {} }).catch((e: unknown) => e);
    expect(toApiError(taken)).toMatchObject({ code: 'ALREADY_EXISTS', fields: { login: 'taken' } });
    answer({ error: { code: 'INVALID_STATE', message: 'already' } }, 409);
    const blocked = await setAdminPartnerDisabled(5, true).catch((e: unknown) => e);
    expect(toApiError(blocked)).toMatchObject({ status: 409, code: 'INVALID_STATE' });
  });
});
