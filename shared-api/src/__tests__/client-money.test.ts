import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import {
  cancelWithdrawal,
  createDeposit,
  createTransfer,
  createWithdrawal,
  fetchDepositInfo,
  fetchEarningsCalendar,
  fetchWallet,
  fetchWithdrawalInfo,
  listDeposits,
  listOperations,
  listTransfers,
  listWithdrawals,
  markDepositPaid,
  newIdempotencyKey,
  purchasePackage,
  upgradePackage,
} from '..';
import { idempotencyKeySchema, IDEMPOTENCY_HEADER } from '../contract';
import { apiClient } from '../http/api-client';
import { toApiError } from '../http/api-error';
import { setNavigator } from '../http/navigation';
import { saveClientToken } from '../session/session-store';

const PACKAGE = {
  id: 2,
  name: 'Start',
  nameI18n: { ru: 'Старт', en: 'Start' },
  price: '500000000',
  dailyIncomeBp: 45,
  periodDays: 300,
  additionalDays: 0,
  linearLevels: 2,
  binaryDailyLimit: '250000000',
  totalIncome: '675000000',
  status: 'active',
  soldCount: 0,
};
const { status: _s, soldCount: _c, totalIncome: _t, ...PACKAGE_PICK } = PACKAGE;
const PARTNER_PACKAGE = {
  id: 11,
  package: PACKAGE_PICK,
  status: 'active',
  paid: '500000000',
  purchasedAt: '2025-06-01T10:00:00.000Z',
  activatedAt: '2025-06-01T10:00:00.000Z',
  finishAt: '2026-03-28T10:00:00.000Z',
  accrualsDone: 3,
  accrualsTotal: 300,
  remainingDays: 297,
  nextCreditAt: '2025-06-05T10:00:00.000Z',
  nextCreditAmount: '2250000',
  totalEarned: '6750000',
  totalIncome: '675000000',
};
const DEPOSIT = {
  id: 5,
  partner: { id: 7, login: 'ivan' },
  amount: '100000000',
  fee: '0',
  gtcPerUsdtPpm: 1_000_000,
  credit: '100000000',
  walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  network: 'TRC20',
  txHash: null,
  status: 'awaiting-payment',
  createdAt: '2025-06-01T10:00:00.000Z',
  expiresAt: '2025-06-01T10:30:00.000Z',
  paidAt: null,
  processingMinMinutes: 10,
  processingMaxMinutes: 60,
  completedAt: null,
  note: null,
  transactionId: null,
};
const party = (id: number, login: string) => ({ id, login, partnerCode: `CODE000${id}` });
const TRANSFER = {
  id: 3,
  amount: '5000000',
  sender: party(7, 'ivan'),
  recipient: party(8, 'anna'),
  createdAt: '2025-06-01T10:00:00.000Z',
  transactionId: 40,
  direction: 'out',
};
const WITHDRAWAL = {
  id: 9,
  partner: { id: 7, login: 'ivan' },
  currency: 'USDT',
  amount: '100000000',
  fee: '3000000',
  toReceive: '97000000',
  wallet: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  status: 'pending',
  createdAt: '2025-06-05T10:00:00.000Z',
  processBy: '2025-06-08T10:00:00.000Z',
  processedAt: null,
  payoutTxHash: null,
  note: null,
};

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
const keyOf = (config: InternalAxiosRequestConfig | undefined) =>
  config?.headers.get(IDEMPOTENCY_HEADER);

beforeEach(() => {
  seen = [];
  setNavigator(jest.fn());
  saveClientToken('client-t');
});

describe('idempotency keys', () => {
  it('are fresh UUIDs the contract accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    }
  });

  it('are built from getRandomValues where randomUUID is missing (plain http)', () => {
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: randomUUID,
        configurable: true,
      });
    }
  });
});

describe('wallet and operations', () => {
  it('reads the wallet with the client token', async () => {
    const wallet = { GTC: '1000000', USDT: '0', reserved: '0' };
    answer(wallet);
    await expect(fetchWallet()).resolves.toEqual(wallet);
    expect(seen[0]).toMatchObject({ method: 'get', url: '/api/client/wallet' });
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer client-t');
  });

  it('refuses a wallet answer with a float amount', async () => {
    answer({ GTC: '1.5', USDT: '0', reserved: '0' });
    await expect(fetchWallet()).rejects.toThrow();
  });

  it('lists operations with the filters as query params', async () => {
    const op = {
      id: 1,
      transactionId: 2,
      date: '2025-06-01T10:00:00.000Z',
      type: 'transfer',
      kind: 'transfer',
      amount: '-5000000',
      currency: 'GTC',
      counterparty: { login: 'anna', partnerCode: 'CODE0008' },
      details: {},
    };
    answer({ items: [op], total: 1 });
    const query = { page: 2, pageSize: 20, type: 'transfer', from: '2025-06-01' } as const;
    await expect(listOperations(query)).resolves.toEqual({ items: [op], total: 1 });
    expect(seen[0]).toMatchObject({ method: 'get', url: '/api/client/operations', params: query });
  });
});

describe('packages', () => {
  it('buys with the consents and the idempotency key', async () => {
    answer(PARTNER_PACKAGE);
    const body = { packageId: 2, acceptOffer: true, acceptPrivacy: true } as const;
    await expect(purchasePackage(body, 'key-buy-0001')).resolves.toEqual(PARTNER_PACKAGE);
    expect(seen[0]).toMatchObject({ method: 'post', url: '/api/client/packages/purchase' });
    expect(bodyOf(seen[0])).toEqual(body);
    expect(keyOf(seen[0])).toBe('key-buy-0001');
  });

  it('upgrades one of my packages with the idempotency key', async () => {
    answer(PARTNER_PACKAGE);
    const body = {
      partnerPackageId: 11,
      packageId: 3,
      acceptOffer: true,
      acceptPrivacy: true,
    } as const;
    await upgradePackage(body, 'key-upgrade-1');
    expect(seen[0]).toMatchObject({ method: 'post', url: '/api/client/packages/upgrade' });
    expect(bodyOf(seen[0])).toEqual(body);
    expect(keyOf(seen[0])).toBe('key-upgrade-1');
  });

  it('reads the earnings calendar of a period', async () => {
    const day = {
      partnerPackageId: 11,
      packageName: 'Start',
      packageNameI18n: { ru: 'Старт' },
      index: 4,
      dueAt: '2025-06-05T10:00:00.000Z',
      amount: '2250000',
      paid: false,
    };
    answer({ items: [day] });
    await expect(fetchEarningsCalendar({ from: '2025-06-01', to: '2025-06-30' })).resolves.toEqual([
      day,
    ]);
    expect(seen[0]).toMatchObject({
      url: '/api/client/my-packages/calendar',
      params: { from: '2025-06-01', to: '2025-06-30' },
    });
  });

  it('passes insufficient funds on with its field', async () => {
    answer(
      {
        error: {
          code: 'INSUFFICIENT_FUNDS',
          message: 'x',
          fields: { amount: 'insufficientFunds' },
        },
      },
      409,
    );
    const failure = await purchasePackage(
      { packageId: 2, acceptOffer: true, acceptPrivacy: true },
      'key-buy-0002',
    ).catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({
      status: 409,
      code: 'INSUFFICIENT_FUNDS',
      fields: { amount: 'insufficientFunds' },
      params: {},
    });
    expect(localStorage.getItem('clientToken')).toBe('client-t');
  });
});

describe('deposits', () => {
  it('reads the info, creates a request with a key, says "I have paid" and lists', async () => {
    const info = {
      currency: 'USDT',
      network: 'TRC20',
      walletAddress: DEPOSIT.walletAddress,
      minAmount: '10000000',
      feeBp: 0,
      gtcPerUsdtPpm: 1_000_000,
      paymentMinutes: 30,
      processingMinMinutes: 10,
      processingMaxMinutes: 60,
    };
    answer(info);
    await expect(fetchDepositInfo()).resolves.toEqual(info);

    answer(DEPOSIT);
    await expect(createDeposit({ amount: '100000000' }, 'key-deposit-1')).resolves.toEqual(DEPOSIT);
    expect(seen[1]).toMatchObject({ method: 'post', url: '/api/client/deposits' });
    expect(bodyOf(seen[1])).toEqual({ amount: '100000000' });
    expect(keyOf(seen[1])).toBe('key-deposit-1');

    const paid = { ...DEPOSIT, status: 'pending', txHash: 'a'.repeat(64) };
    answer(paid);
    await expect(markDepositPaid(5, { txHash: 'a'.repeat(64) })).resolves.toEqual(paid);
    expect(seen[2]).toMatchObject({ method: 'post', url: '/api/client/deposits/5/paid' });
    expect(bodyOf(seen[2])).toEqual({ txHash: 'a'.repeat(64) });

    answer({ items: [DEPOSIT], total: 1 });
    await listDeposits({ page: 1, pageSize: 10 });
    expect(seen[3]).toMatchObject({
      url: '/api/client/deposits',
      params: { page: 1, pageSize: 10 },
    });
  });

  it('passes the minimum refusal on with its amount', async () => {
    answer(
      {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          fields: { amount: 'minDeposit' },
          params: { amount: '10000000', currency: 'USDT' },
        },
      },
      422,
    );
    const failure = await createDeposit({ amount: '1000000' }, 'key-deposit-2').catch(
      (e: unknown) => e,
    );
    expect(toApiError(failure).params).toEqual({ amount: '10000000', currency: 'USDT' });
  });
});

describe('transfers and withdrawals', () => {
  it('transfers with a 2FA code and a key, and lists both directions', async () => {
    answer(TRANSFER);
    const body = { amount: '5000000', recipient: 'anna', code: '123456' };
    await expect(createTransfer(body, 'key-transfer-1')).resolves.toEqual(TRANSFER);
    expect(seen[0]).toMatchObject({ method: 'post', url: '/api/client/transfers' });
    expect(bodyOf(seen[0])).toEqual(body);
    expect(keyOf(seen[0])).toBe('key-transfer-1');

    answer({ items: [TRANSFER], total: 1 });
    await expect(listTransfers({ page: 1, pageSize: 10 })).resolves.toEqual({
      items: [TRANSFER],
      total: 1,
    });
    expect(seen[1]).toMatchObject({ method: 'get', url: '/api/client/transfers' });
  });

  it('reads the withdrawal info, requests, cancels with a key and lists', async () => {
    const info = {
      open: false,
      windowStart: '2025-06-15T00:00:00.000Z',
      windowEnd: '2025-06-15T23:59:59.999Z',
      days: [5, 15, 25],
      minAmount: '20000000',
      dailyLimit: '10000000000',
      usedToday: '0',
      feeBp: { USDT: 300, GTC: 100 },
      gtcPerUsdtPpm: 1_000_000,
      requestedInWindow: false,
      twoFactorEnabled: true,
      processingHours: 72,
      now: '2025-06-10T08:00:00.000Z',
    };
    answer(info);
    await expect(fetchWithdrawalInfo()).resolves.toEqual(info);
    expect(seen[0]!.url).toBe('/api/client/withdrawals/info');

    answer(WITHDRAWAL);
    const body = {
      currency: 'USDT',
      amount: '100000000',
      wallet: WITHDRAWAL.wallet,
      code: '123456',
    } as const;
    await expect(createWithdrawal(body, 'key-withdraw-1')).resolves.toEqual(WITHDRAWAL);
    expect(seen[1]).toMatchObject({ method: 'post', url: '/api/client/withdrawals' });
    expect(bodyOf(seen[1])).toEqual(body);
    expect(keyOf(seen[1])).toBe('key-withdraw-1');

    answer({ ...WITHDRAWAL, status: 'cancelled' });
    await expect(cancelWithdrawal(9, 'key-cancel-01')).resolves.toMatchObject({
      status: 'cancelled',
    });
    expect(seen[2]).toMatchObject({ method: 'post', url: '/api/client/withdrawals/9/cancel' });
    expect(bodyOf(seen[2])).toBeUndefined();
    expect(keyOf(seen[2])).toBe('key-cancel-01');

    answer({ items: [WITHDRAWAL], total: 1 });
    await listWithdrawals({ page: 2, pageSize: 10, status: 'pending' });
    expect(seen[3]).toMatchObject({
      url: '/api/client/withdrawals',
      params: { page: 2, pageSize: 10, status: 'pending' },
    });
  });

  it('passes "limit exceeded by" on with its amount and currency', async () => {
    answer(
      {
        error: {
          code: 'LIMIT_EXCEEDED',
          message: 'x',
          fields: { amount: 'limitExceeded' },
          params: { amount: '1500000000', currency: 'GTC' },
        },
      },
      409,
    );
    const failure = await createWithdrawal(
      { currency: 'GTC', amount: '11500000000', code: '123456' },
      'key-withdraw-2',
    ).catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({
      status: 409,
      code: 'LIMIT_EXCEEDED',
      fields: { amount: 'limitExceeded' },
      params: { amount: '1500000000', currency: 'GTC' },
    });
  });
});
