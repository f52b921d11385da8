import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { units } from '../contract';
import {
  createAdminPromoCampaign,
  getAdminPromoRequest,
  getAdminStatistics,
  listAdminCareerStatuses,
  listAdminPromoCampaigns,
  listAdminPromoPartners,
  listAdminPromoRequests,
  updateAdminCareerStatus,
  updateAdminPromoCampaign,
} from '..';
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

const bonuses = {
  'daily-bonus': units(5),
  'partner-purchase-bonus': units(2),
  'binary-bonus': '0',
  'career-bonus': units(100),
};
const figures = {
  newPartners: 3,
  packagesSold: 2,
  packagesAmount: units(2000),
  deposits: units(500),
  withdrawals: units(40),
  bonuses,
};
const statistics = {
  totals: { ...figures, activePartners: 12 },
  series: [{ date: '2026-03-01', ...figures }],
};
const campaign = {
  id: 2,
  name: 'Summer',
  nameI18n: { ru: 'Лето', en: 'Summer' },
  startsAt: '2026-05-10T00:00:00.000Z',
  endsAt: '2026-08-10T23:59:00.000Z',
  tiers: [
    {
      level: 1,
      threshold: units(5000),
      prize: '1 g gold bar',
      prizeI18n: { ru: 'Слиток золота 1 г', en: '1 g gold bar' },
    },
  ],
};
const campaignInput = {
  nameI18n: { ru: 'Лето', en: 'Summer' },
  startsAt: '2026-05-10T00:00:00.000Z',
  endsAt: '2026-08-10T23:59:00.000Z',
  tiers: [{ threshold: units(5000), prizeI18n: { ru: 'Слиток золота 1 г' } }],
};
const request = {
  id: 4,
  campaignId: 2,
  partner: { id: 5, login: 'demo' },
  level: 2,
  turnover: units(12_000),
  status: 'submitted',
  createdAt: '2026-06-01T10:00:00.000Z',
  firstName: 'Anna',
  lastName: 'Berg',
  birthDate: '1990-05-01',
  country: 'DE',
  city: 'Berlin',
  passportNumber: 'C01X00T47',
  passportExpiry: '2030-01-01',
  phone: '+49 151 2345 6789',
};
const promoPartner = {
  partner: { id: 5, login: 'demo', name: 'Anna Berg' },
  turnover: units(12_000),
  level: 2,
  prize: '3 g gold bar',
  prizeI18n: { ru: 'Слиток золота 3 г' },
  requested: true,
};
const status = {
  id: 1,
  rank: 1,
  name: 'Bronze',
  nameI18n: { ru: 'Бронза', en: 'Bronze' },
  personal: units(500),
  firstLine: units(2000),
  mainBranch: units(5000),
  secondaryBranches: 1,
  secondaryThreshold: units(2000),
  side: units(5000),
  reward: units(100),
  mentorReward: units(20),
};
const { id: _id, rank: _rank, name: _name, ...statusInput } = status;

beforeEach(() => {
  setNavigator(jest.fn());
  localStorage.setItem('adminToken', 'admin-t');
});

describe('statistics', () => {
  it('asks for the period and parses totals and the daily series', async () => {
    const seen = answer(statistics);
    await expect(getAdminStatistics({ from: '2026-03-01', to: '2026-03-31' })).resolves.toEqual(
      statistics,
    );
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/admin/statistics',
      params: { from: '2026-03-01', to: '2026-03-31' },
    });
  });

  it('rejects an amount sent as a number (money is a decimal string)', async () => {
    answer({ ...statistics, totals: { ...statistics.totals, deposits: 500 } });
    await expect(getAdminStatistics({ from: '2026-03-01', to: '2026-03-01' })).rejects.toThrow();
  });
});

describe('promo', () => {
  it('lists partners and requests by campaign, and gets one request', async () => {
    const partners = answer({ items: [promoPartner], total: 1 });
    await expect(
      listAdminPromoPartners({ page: 1, pageSize: 20, campaignId: 2, search: 'demo' }),
    ).resolves.toMatchObject({ items: [{ requested: true, turnover: units(12_000) }] });
    const requests = answer({ items: [request], total: 1 });
    await listAdminPromoRequests({ page: 2, pageSize: 20 });
    const one = answer(request);
    await expect(getAdminPromoRequest(4)).resolves.toMatchObject({ passportNumber: 'C01X00T47' });
    expect(partners[0]).toMatchObject({
      url: '/api/admin/promo/partners',
      params: { page: 1, pageSize: 20, campaignId: 2, search: 'demo' },
    });
    expect(requests[0]).toMatchObject({
      url: '/api/admin/promo/requests',
      params: { page: 2, pageSize: 20 },
    });
    expect(one.map(route)).toEqual(['GET /api/admin/promo/requests/4']);
  });

  it('lists campaigns as their items, creates and updates one with the input body', async () => {
    answer({ items: [campaign] });
    await expect(listAdminPromoCampaigns()).resolves.toEqual([campaign]);
    const seen = answer(campaign);
    await expect(createAdminPromoCampaign(campaignInput)).resolves.toEqual(campaign);
    await updateAdminPromoCampaign(2, { ...campaignInput, nameI18n: { ru: 'Осень' } });
    expect(seen.map(route)).toEqual([
      'POST /api/admin/promo/campaigns',
      'PUT /api/admin/promo/campaigns/2',
    ]);
    expect(seen[0]?.body).toEqual(campaignInput);
    expect(seen[1]?.body).toEqual({ ...campaignInput, nameI18n: { ru: 'Осень' } });
  });

  it('rejects a campaign list that is not `{ items }`', async () => {
    answer([campaign]);
    await expect(listAdminPromoCampaigns()).rejects.toThrow();
  });

  it('passes a 404 for an unknown request on to the caller', async () => {
    answer({ error: { code: 'NOT_FOUND', message: 'no' } }, 404);
    const failure = await getAdminPromoRequest(99).catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('career statuses', () => {
  it('lists the statuses as their items and updates one', async () => {
    const list = answer({ items: [status] });
    await expect(listAdminCareerStatuses()).resolves.toEqual([status]);
    const seen = answer({ ...status, reward: units(150) });
    await expect(
      updateAdminCareerStatus(1, { ...statusInput, reward: units(150) }),
    ).resolves.toMatchObject({ reward: units(150) });
    expect(list.map(route)).toEqual(['GET /api/admin/career/statuses']);
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      url: '/api/admin/career/statuses/1',
      body: { ...statusInput, reward: units(150) },
    });
  });
});
