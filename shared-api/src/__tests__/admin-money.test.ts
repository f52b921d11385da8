import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { units } from '../contract';
import {
  adjustPartnerBalance,
  completeWithdrawal,
  confirmDeposit,
  createAdminPackage,
  deleteAdminPackage,
  getAdminDeposit,
  getAdminPackage,
  getAdminTransaction,
  getAdminTransfer,
  getAdminWithdrawal,
  getFinanceSettings,
  getPartnerWallet,
  listAdminDeposits,
  listAdminPackages,
  listAdminTransactions,
  listAdminTransfers,
  listAdminWithdrawals,
  rejectDeposit,
  rejectWithdrawal,
  reverseTransaction,
  updateAdminPackage,
} from '..';
import { apiClient } from '../http/api-client';
import { toApiError } from '../http/api-error';
import { setNavigator } from '../http/navigation';

interface Seen {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
  idempotencyKey: unknown;
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
      idempotencyKey: config.headers.get('Idempotency-Key'),
    });
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}

const route = (r: Seen) => `${r.method} ${r.url}`;

const pkg = {
  id: 3,
  name: 'Gold',
  nameI18n: { ru: 'Золото', en: 'Gold' },
  price: units(1000),
  dailyIncomeBp: 50,
  periodDays: 300,
  additionalDays: 10,
  linearLevels: 3,
  binaryDailyLimit: units(500),
  totalIncome: units(1550),
  status: 'active',
  soldCount: 4,
};
const pkgInput = {
  nameI18n: { ru: 'Золото', en: 'Gold' },
  price: units(1000),
  dailyIncomeBp: 50,
  periodDays: 300,
  additionalDays: 10,
  linearLevels: 3,
  binaryDailyLimit: units(500),
  status: 'active' as const,
};
const transaction = {
  id: 11,
  kind: 'deposit',
  createdAt: '2026-01-05T10:00:00.000Z',
  amount: units(100),
  currency: 'GTC',
  partner: { id: 5, login: 'demo' },
  memo: null,
  reversedBy: null,
  reverses: null,
};
const deposit = {
  id: 7,
  partner: { id: 5, login: 'demo' },
  amount: units(100),
  fee: '0',
  gtcPerUsdtPpm: 1_000_000,
  credit: units(100),
  walletAddress: 'TXYZ1234567890abcdefghijkLMNOPQRS',
  network: 'TRC20',
  txHash: null,
  status: 'pending',
  createdAt: '2026-01-05T10:00:00.000Z',
  expiresAt: '2026-01-05T10:30:00.000Z',
  paidAt: '2026-01-05T10:05:00.000Z',
  processingMinMinutes: 10,
  processingMaxMinutes: 60,
  completedAt: null,
  note: null,
  transactionId: null,
};
const withdrawal = {
  id: 9,
  partner: { id: 5, login: 'demo' },
  currency: 'USDT',
  amount: units(100),
  fee: units(3),
  toReceive: units(97),
  wallet: 'TXYZ1234567890abcdefghijkLMNOPQRS',
  status: 'pending',
  createdAt: '2026-01-05T10:00:00.000Z',
  processBy: '2026-01-08T10:00:00.000Z',
  processedAt: null,
  payoutTxHash: null,
  note: null,
};
const party = (id: number) => ({ id, login: `p${id}`, partnerCode: `CODE000${id}` });
const transfer = {
  id: 4,
  amount: units(25),
  sender: party(1),
  recipient: party(2),
  createdAt: '2026-01-05T10:00:00.000Z',
  transactionId: 12,
};
const wallet = { partnerId: 5, GTC: units(150), USDT: '0', reserved: '0' };
const settings = {
  gtcPerUsdtPpm: 1_000_000,
  deposit: {
    minAmount: units(10),
    feeBp: 0,
    walletAddress: 'TXYZ1234567890abcdefghijkLMNOPQRS',
    network: 'TRC20',
    paymentMinutes: 30,
    processingMinMinutes: 10,
    processingMaxMinutes: 60,
  },
  transfer: { minAmount: units(1) },
  withdrawal: {
    days: [5, 15, 25],
    minAmount: units(20),
    dailyLimit: units(10_000),
    feeBp: { USDT: 300, GTC: 100 },
    processingHours: 72,
  },
  packages: { accrualIntervalHours: 24 },
};

beforeEach(() => {
  setNavigator(jest.fn());
  localStorage.setItem('adminToken', 'admin-t');
});

describe('packages', () => {
  it('lists with the status filter and sort, and gets, creates, updates and deletes one', async () => {
    const list = answer({ items: [pkg], total: 1 });
    await expect(
      listAdminPackages({ page: 1, pageSize: 20, sort: 'price:desc', status: 'active' }),
    ).resolves.toMatchObject({ total: 1, items: [{ name: 'Gold', soldCount: 4 }] });
    const seen = answer(pkg);
    await expect(getAdminPackage(3)).resolves.toMatchObject({ price: units(1000) });
    await createAdminPackage(pkgInput);
    await updateAdminPackage(3, { ...pkgInput, status: 'inactive' });
    await deleteAdminPackage(3);
    expect(list[0]).toMatchObject({
      method: 'GET',
      url: '/api/admin/packages',
      params: { page: 1, pageSize: 20, sort: 'price:desc', status: 'active' },
    });
    expect(seen.map(route)).toEqual([
      'GET /api/admin/packages/3',
      'POST /api/admin/packages',
      'PUT /api/admin/packages/3',
      'DELETE /api/admin/packages/3',
    ]);
    expect(seen[1]?.body).toEqual(pkgInput);
    expect(seen[2]?.body).toEqual({ ...pkgInput, status: 'inactive' });
  });

  it('rejects a price sent as a number (money is a decimal string)', async () => {
    answer({ ...pkg, price: 1000 });
    await expect(getAdminPackage(3)).rejects.toThrow();
  });

  it('passes the 409 of a sold package on to the caller', async () => {
    answer({ error: { code: 'INVALID_STATE', message: 'sold' } }, 409);
    const failure = await deleteAdminPackage(3).catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({ status: 409, code: 'INVALID_STATE' });
  });
});

describe('ledger transactions', () => {
  it('lists by kind, partner and period, and gets one with its entries', async () => {
    const list = answer({ items: [transaction], total: 1 });
    const query = { page: 2, kind: 'deposit' as const, partnerId: 5, from: '2026-01-01' };
    await listAdminTransactions(query);
    const detail = {
      ...transaction,
      entries: [
        {
          id: 1,
          account: { id: 1, owner: { kind: 'system', name: 'deposits-in' }, currency: 'GTC' },
          amount: `-${units(100)}`,
        },
        {
          id: 2,
          account: { id: 2, owner: { kind: 'partner', id: 5, login: 'demo' }, currency: 'GTC' },
          amount: units(100),
        },
      ],
      naturalKey: 'deposit:0xabc',
      createdBy: { kind: 'admin', name: 'root' },
    };
    const one = answer(detail);
    await expect(getAdminTransaction(11)).resolves.toMatchObject({
      entries: [{ amount: `-${units(100)}` }, { account: { owner: { login: 'demo' } } }],
    });
    expect(list[0]).toMatchObject({ url: '/api/admin/transactions', params: query });
    expect(one.map(route)).toEqual(['GET /api/admin/transactions/11']);
  });

  it('reverses with the reason and the idempotency key, answering the reversal', async () => {
    const seen = answer({ ...transaction, id: 12, kind: 'reversal', reverses: 11 });
    await expect(
      reverseTransaction(11, { reason: 'duplicate' }, 'key-0001'),
    ).resolves.toMatchObject({ id: 12, reverses: 11 });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/admin/transactions/11/reverse',
      body: { reason: 'duplicate' },
      idempotencyKey: 'key-0001',
    });
  });
});

describe('deposits', () => {
  it('lists by status and partner, gets one, confirms with the key and rejects with a reason', async () => {
    const list = answer({ items: [deposit], total: 1 });
    await listAdminDeposits({ status: 'pending', partnerId: 5 });
    const seen = answer(deposit);
    await getAdminDeposit(7);
    await confirmDeposit(7, { txHash: 'a'.repeat(64) }, 'key-confirm');
    await rejectDeposit(7, { reason: 'no payment' });
    expect(list[0]).toMatchObject({
      url: '/api/admin/deposits',
      params: { status: 'pending', partnerId: 5 },
    });
    expect(seen.map(route)).toEqual([
      'GET /api/admin/deposits/7',
      'POST /api/admin/deposits/7/confirm',
      'POST /api/admin/deposits/7/reject',
    ]);
    expect(seen[1]).toMatchObject({
      body: { txHash: 'a'.repeat(64) },
      idempotencyKey: 'key-confirm',
    });
    expect(seen[2]?.body).toEqual({ reason: 'no payment' });
  });

  it('passes a hash booked by another deposit (409 with its field) on to the caller', async () => {
    answer({ error: { code: 'ALREADY_EXISTS', message: 'x', fields: { txHash: 'taken' } } }, 409);
    const failure = await confirmDeposit(7, {}, 'key-confirm').catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({
      code: 'ALREADY_EXISTS',
      fields: { txHash: 'taken' },
    });
  });
});

describe('withdrawals', () => {
  it('lists by status and currency, gets one, completes and rejects with keys', async () => {
    const list = answer({ items: [withdrawal], total: 1 });
    await listAdminWithdrawals({ status: 'pending', currency: 'USDT', page: 1 });
    const seen = answer(withdrawal);
    await getAdminWithdrawal(9);
    await completeWithdrawal(9, { payoutTxHash: 'b'.repeat(64) }, 'key-complete');
    await rejectWithdrawal(9, { reason: 'wrong wallet' }, 'key-reject');
    expect(list[0]).toMatchObject({
      url: '/api/admin/withdrawals',
      params: { status: 'pending', currency: 'USDT', page: 1 },
    });
    expect(seen.map((r) => [route(r), r.idempotencyKey])).toEqual([
      ['GET /api/admin/withdrawals/9', undefined],
      ['POST /api/admin/withdrawals/9/complete', 'key-complete'],
      ['POST /api/admin/withdrawals/9/reject', 'key-reject'],
    ]);
    expect(seen[1]?.body).toEqual({ payoutTxHash: 'b'.repeat(64) });
    expect(seen[2]?.body).toEqual({ reason: 'wrong wallet' });
  });
});

describe('transfers', () => {
  it('lists by partner and period and gets one', async () => {
    const list = answer({ items: [transfer], total: 1 });
    await listAdminTransfers({ partnerId: 2, from: '2026-01-01', to: '2026-01-31' });
    const one = answer(transfer);
    await expect(getAdminTransfer(4)).resolves.toMatchObject({ recipient: { login: 'p2' } });
    expect(list[0]).toMatchObject({
      url: '/api/admin/transfers',
      params: { partnerId: 2, from: '2026-01-01', to: '2026-01-31' },
    });
    expect(one.map(route)).toEqual(['GET /api/admin/transfers/4']);
  });
});

describe('partner wallets', () => {
  it('reads the balance and adjusts it with the key, answering the new wallet', async () => {
    const read = answer(wallet);
    await expect(getPartnerWallet(5)).resolves.toEqual(wallet);
    const body = {
      currency: 'GTC' as const,
      direction: 'debit' as const,
      amount: units(50),
      reason: 'fix',
    };
    const after = { ...wallet, GTC: units(100) };
    const seen = answer(after);
    await expect(adjustPartnerBalance(5, body, 'key-adjust')).resolves.toEqual(after);
    expect(read.map(route)).toEqual(['GET /api/admin/partners/5/balance']);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/admin/partners/5/balance-adjustments',
      body,
      idempotencyKey: 'key-adjust',
    });
  });

  it('passes INSUFFICIENT_FUNDS with its field on to the caller', async () => {
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
    const body = {
      currency: 'GTC' as const,
      direction: 'debit' as const,
      amount: units(500),
      reason: 'fix',
    };
    const failure = await adjustPartnerBalance(5, body, 'key-adjust').catch((e: unknown) => e);
    expect(toApiError(failure)).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amount: 'insufficientFunds' },
    });
  });
});

describe('finance settings', () => {
  it('refuses settings that break the contract', async () => {
    answer({ ...settings, withdrawal: { ...settings.withdrawal, days: [31] } });
    await expect(getFinanceSettings()).rejects.toThrow();
  });
});
