import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import {
  fetchBinaryStatistics,
  fetchBinaryStructure,
  fetchClientPromo,
  fetchDashboardIncome,
  fetchLinearRules,
  fetchLinearStatistics,
  fetchNetworkStatuses,
  filePromoRequest,
  inviteNetworkPartner,
  listDownline,
  placeBasketPartner,
  searchBinaryTree,
} from '..';
import { apiClient } from '../http/api-client';
import { toApiError } from '../http/api-error';
import { setNavigator } from '../http/navigation';
import { saveClientToken } from '../session/session-store';

let seen: InternalAxiosRequestConfig[];

/** Answers every request with `data` (or rejects like axios for a non-2xx status). */
function answer(data: unknown, status = 200) {
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

const bodyOf = (config: InternalAxiosRequestConfig | undefined): unknown =>
  typeof config?.data === 'string' ? JSON.parse(config.data) : config?.data;

const refusal = (code: string) => ({ error: { code, message: code } });

const NODE = {
  id: 7,
  login: 'ivan',
  firstName: 'Ivan',
  lastName: 'Petrov',
  active: true,
  side: null,
  packageName: 'Start',
  packageNameI18n: { ru: 'Старт', en: 'Start' },
  leftVolume: '500000000',
  rightVolume: '0',
  leftCount: 1,
  rightCount: 0,
  left: {
    id: 8,
    login: 'anna',
    firstName: 'Anna',
    lastName: 'Ivanova',
    active: false,
    side: 'left',
    packageName: null,
    packageNameI18n: null,
    leftVolume: '0',
    rightVolume: '0',
    leftCount: 0,
    rightCount: 0,
    left: null,
    right: null,
    hasChildren: false,
  },
  right: null,
  hasChildren: true,
};

const PROMO_INPUT = {
  firstName: 'Ivan',
  lastName: 'Petrov',
  birthDate: '1990-04-01',
  country: 'DE',
  city: 'Berlin',
  passportNumber: 'AB123456',
  passportExpiry: '2030-01-01',
  phone: '+49 151 2345 6789',
};

beforeEach(() => {
  seen = [];
  setNavigator(jest.fn());
  saveClientToken('client-t');
});

describe('network', () => {
  it('reads the statuses per line with the client token', async () => {
    const statuses = {
      lines: [
        {
          line: 1,
          total: 3,
          active: 2,
          careerStatuses: { Bronze: 1 },
          careerStatusCounts: [{ status: 'Bronze', statusI18n: { ru: 'Бронза' }, count: 1 }],
        },
      ],
    };
    answer(statuses);
    await expect(fetchNetworkStatuses()).resolves.toEqual(statuses);
    expect(seen[0]).toMatchObject({ method: 'get', url: '/api/client/network/statuses' });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer client-t');
  });

  it('lists the downline with its filters as query params', async () => {
    const partner = {
      id: 8,
      login: 'anna',
      firstName: 'Anna',
      lastName: 'Ivanova',
      partnerCode: 'ANNA0008',
      line: 2,
      active: false,
      careerStatus: null,
      careerStatusI18n: null,
      volume: '0',
      registeredAt: '2025-06-01T10:00:00.000Z',
      sponsorLogin: 'boris',
    };
    answer({ items: [partner], total: 1 });
    const query = { active: 'false', line: 2, search: 'an', page: 1, pageSize: 20 } as const;
    await expect(listDownline(query)).resolves.toEqual({ items: [partner], total: 1 });
    expect(seen[0]).toMatchObject({ url: '/api/client/network/partners', params: query });
  });

  it('sends an invitation and passes a refusal on with its code', async () => {
    const body = {
      firstName: 'Anna',
      lastName: 'Ivanova',
      email: 'anna@example.com',
      login: 'anna',
      phone: '+49 151 2345 6789',
    };
    answer({ ok: true }, 201);
    await expect(inviteNetworkPartner(body)).resolves.toBeUndefined();
    expect(seen[0]).toMatchObject({ method: 'post', url: '/api/client/network/invitations' });
    expect(bodyOf(seen[0])).toEqual(body);

    answer(refusal('INVITATION_REQUIRED'), 409);
    const failure: unknown = await inviteNetworkPartner(body).catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({ status: 409, code: 'INVITATION_REQUIRED' });
  });

  it('reads the dashboard income and refuses a float amount in it', async () => {
    const income = {
      byType: {
        'daily-bonus': '1000000',
        'partner-purchase-bonus': '0',
        'binary-bonus': '0',
        'career-bonus': '0',
      },
      total: '1000000',
      packages: { active: 1, finished: 0, invested: '100000000', earned: '1000000' },
    };
    answer(income);
    await expect(fetchDashboardIncome()).resolves.toEqual(income);
    expect(seen[0]?.url).toBe('/api/client/dashboard/income');
    answer({ ...income, total: '1.5' });
    await expect(fetchDashboardIncome()).rejects.toThrow();
  });
});

describe('binary', () => {
  it('places a partner on a side and passes NOT_IN_BINARY on', async () => {
    answer({ ok: true });
    await placeBasketPartner(8, 'left');
    expect(seen[0]).toMatchObject({ method: 'post', url: '/api/client/binary/basket/8/place' });
    expect(bodyOf(seen[0])).toEqual({ side: 'left' });

    answer(refusal('NOT_IN_BINARY'), 409);
    const failure: unknown = await placeBasketPartner(8, 'right').catch((e: unknown) => e);
    expect(toApiError(failure).code).toBe('NOT_IN_BINARY');
  });

  it('reads a subtree (nested nodes) with its root and depth, and searches by login', async () => {
    const structure = { path: [{ id: 7, login: 'ivan' }], tree: NODE };
    answer(structure);
    await expect(fetchBinaryStructure({ root: 7, depth: 3 })).resolves.toEqual(structure);
    expect(seen[0]).toMatchObject({
      url: '/api/client/binary/structure',
      params: { root: 7, depth: 3 },
    });

    answer({ ...structure, tree: { ...NODE, left: { ...NODE.left, leftVolume: '0.5' } } });
    await expect(fetchBinaryStructure()).rejects.toThrow();

    answer({ items: [{ id: 8, login: 'anna', depth: 1 }] });
    await expect(searchBinaryTree('an')).resolves.toEqual([{ id: 8, login: 'anna', depth: 1 }]);
    expect(seen.at(-1)).toMatchObject({
      url: '/api/client/binary/search',
      params: { login: 'an' },
    });
  });

  it('reads the statistics of a period', async () => {
    const stats = {
      leftVolume: '1000000000',
      rightVolume: '500000000',
      smallerLeg: 'right',
      volumeWithoutSpillover: '1500000000',
      spilloverDifference: '0',
      leftCount: 2,
      rightCount: 1,
      carryLeft: '500000000',
      carryRight: '0',
      earnings: '50000000',
      notAccrued: '0',
      rewardLimit: '250000000',
      projectedToday: '0',
      limitState: 'ok',
      closes: [{ date: '2025-06-01', matched: '500000000', bonus: '50000000', notAccrued: '0' }],
      series: {
        bucket: 'day',
        points: [{ date: '2025-06-01', bonus: '50000000', notAccrued: '0' }],
      },
    };
    answer(stats);
    await expect(fetchBinaryStatistics('week')).resolves.toEqual(stats);
    expect(seen[0]).toMatchObject({
      url: '/api/client/binary/statistics',
      params: { period: 'week' },
    });
  });
});

describe('linear, career and promo', () => {
  it('reads the linear rules and the statistics of a period', async () => {
    const rules = { levels: [{ level: 1, percentBp: 500, open: true }], openLevels: 1 };
    answer(rules);
    await expect(fetchLinearRules()).resolves.toEqual(rules);
    const stats = {
      levels: [{ level: 1, partners: 2, volume: '100000000', bonus: '5000000', open: true }],
      total: '5000000',
      series: { bucket: 'month', points: [{ date: '2025-06-01', bonus: '5000000' }] },
    };
    answer(stats);
    await expect(fetchLinearStatistics('all')).resolves.toEqual(stats);
    expect(seen.map((c) => c.url)).toEqual([
      '/api/client/linear/rules',
      '/api/client/linear/statistics',
    ]);
    expect(seen[1]?.params).toEqual({ period: 'all' });
  });

  it('reads the promo and files the participant form', async () => {
    const promo = {
      campaign: {
        id: 1,
        name: 'Launch',
        nameI18n: { ru: 'Запуск' },
        startsAt: '2025-05-10T00:00:00.000Z',
        endsAt: '2025-08-10T23:59:59.000Z',
        tiers: [
          {
            level: 1,
            threshold: '5000000000',
            prize: '1 g gold bar',
            prizeI18n: { ru: 'Слиток золота 1 г' },
          },
        ],
      },
      ended: false,
      turnover: '6000000000',
      level: 1,
      request: null,
    };
    answer(promo);
    await expect(fetchClientPromo()).resolves.toEqual(promo);
    expect(seen[0]?.url).toBe('/api/client/promo');

    answer({}, 201);
    await filePromoRequest(PROMO_INPUT);
    expect(seen[1]).toMatchObject({ method: 'post', url: '/api/client/promo/requests' });
    expect(bodyOf(seen[1])).toEqual(PROMO_INPUT);

    answer(refusal('INVALID_STATE'), 409);
    const failure: unknown = await filePromoRequest(PROMO_INPUT).catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({ status: 409, code: 'INVALID_STATE' });
  });
});
