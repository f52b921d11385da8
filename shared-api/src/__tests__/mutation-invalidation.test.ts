import { type MutationObserverOptions, type QueryKey } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import {
  clearOnSessionChange,
  confirmDepositMutationOptions,
  createQueryClient,
  createTransferMutationOptions,
  deleteRoleMutationOptions,
} from '..';
import { apiClient } from '../http/api-client';
import { invalidatedBy as invalidatedIn } from './invalidated-by';
import { setNavigator } from '../http/navigation';
import { clearClientSession, saveClientToken } from '../session/session-store';

/** One query per screen area, each with data, as a page that showed them would hold. */
const SHOWN: Record<string, QueryKey> = {
  wallet: ['operations', 'wallet'],
  operations: ['operations', 'list', { page: 1 }],
  adminTransactions: ['operations', 'admin', 'list', {}],
  dashboard: ['network', 'dashboard-income'],
  me: ['partners', 'me'],
  transfers: ['transfers', 'list', {}],
  deposits: ['deposits', 'admin', 'list', { status: 'pending' }],
  statistics: ['statistics', { from: '2025-01-01', to: '2025-01-31' }],
  roles: ['roles', 'list', {}],
  roleOptions: ['admin-users', 'role-options'],
  packages: ['packages', 'catalogue'],
  profile: ['profile'],
};

function answer(data: unknown) {
  const adapter: AxiosAdapter = async (config) => ({
    data,
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  apiClient.defaults.adapter = adapter;
}

const invalidatedBy = <D, V>(options: MutationObserverOptions<D, Error, V>, variables: V) =>
  invalidatedIn(SHOWN, options, variables);

beforeEach(() => {
  setNavigator(jest.fn());
  saveClientToken('client-t');
});

describe('mutations invalidate what they change', () => {
  it('a transfer refreshes balances, operations, the dashboard and the transfers, nothing else', async () => {
    answer({
      id: 1,
      amount: '5000000',
      sender: { id: 1, login: 'ann', partnerCode: 'A1' },
      recipient: { id: 2, login: 'bob', partnerCode: 'B2' },
      createdAt: '2025-06-01T10:00:00.000Z',
      transactionId: 9,
    });
    const invalidated = await invalidatedBy(createTransferMutationOptions(), {
      body: { amount: '5', recipient: 'bob', code: '123456' },
      idempotencyKey: 'k',
    });
    expect(invalidated).toEqual([
      'adminTransactions',
      'dashboard',
      'me',
      'operations',
      'transfers',
      'wallet',
    ]);
  });

  it('an admin confirmation refreshes the deposit lists and counters, the money and statistics', async () => {
    answer({
      id: 5,
      partner: { id: 7, login: 'ivan' },
      amount: '100000000',
      fee: '0',
      gtcPerUsdtPpm: 1_000_000,
      credit: '100000000',
      walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      network: 'TRC20',
      txHash: null,
      status: 'completed',
      createdAt: '2025-06-01T10:00:00.000Z',
      expiresAt: '2025-06-01T10:30:00.000Z',
      paidAt: null,
      processingMinMinutes: 10,
      processingMaxMinutes: 60,
      completedAt: '2025-06-01T10:20:00.000Z',
      note: null,
      transactionId: 3,
    });
    const invalidated = await invalidatedBy(confirmDepositMutationOptions(), {
      id: 5,
      body: {},
      idempotencyKey: 'k',
    });
    expect(invalidated).toEqual([
      'adminTransactions',
      'deposits',
      'operations',
      'statistics',
      'wallet',
    ]);
  });

  it('deleting a role refreshes the roles and the user forms’ role options', async () => {
    answer(null);
    expect(await invalidatedBy(deleteRoleMutationOptions(), 3)).toEqual(['roleOptions', 'roles']);
  });
});

describe('the cache and the session', () => {
  it('forgets every query when the session ends or changes hands, not on a new sign-in', () => {
    const client = createQueryClient();
    const stop = clearOnSessionChange(client);
    client.setQueryData(['partners', 'me'], { login: 'ann' });
    saveClientToken('client-t');
    expect(client.getQueryData(['partners', 'me'])).toEqual({ login: 'ann' });
    clearClientSession();
    expect(client.getQueryData(['partners', 'me'])).toBeUndefined();
    stop();
  });
});
