import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminTransactionQuerySchema,
  adminWalletSchema,
  ledgerTransactionDetailSchema,
  ledgerTransactionPageSchema,
  ledgerTransactionSchema,
  operationPageSchema,
  walletSchema,
  type BalanceAdjustment,
  type OperationQuery,
  type Wallet,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';
import { idempotent } from '../idempotency/idempotency-key';

// Wallets and the ledger's operations (server: modules/operations; contract: wallet, money).
// The back-office calls them transactions.

type QueryOf<S extends z.ZodType> = Partial<z.infer<S>>;

/** GET /api/client/wallet: GTC, USDT and the GTC reserved by pending withdrawals. */
export async function fetchWallet(): Promise<Wallet> {
  const { data } = await apiClient.get<unknown>('/api/client/wallet');
  return walletSchema.parse(data);
}

/** GET /api/client/operations: newest first, filtered by type and period (ISO days). */
export async function listOperations(query: Partial<OperationQuery>) {
  const { data } = await apiClient.get<unknown>('/api/client/operations', { params: query });
  return operationPageSchema.parse(data);
}

/** GET /api/admin/transactions (view-transactions): filtered by kind, partner and period. */
export async function listAdminTransactions(query: QueryOf<typeof adminTransactionQuerySchema>) {
  const { data } = await apiClient.get<unknown>('/api/admin/transactions', { params: query });
  return ledgerTransactionPageSchema.parse(data);
}

/** GET /api/admin/transactions/{id} (view-transactions): with its entries. */
export async function getAdminTransaction(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/transactions/${id}`);
  return ledgerTransactionDetailSchema.parse(data);
}

/**
 * POST /api/admin/transactions/{id}/reverse (update-transactions): the reversing transaction.
 * 409 INVALID_STATE (not reversible, already reversed), 409 INSUFFICIENT_FUNDS.
 */
export async function reverseTransaction(
  id: number,
  body: { reason: string },
  idempotencyKey: string,
) {
  const { data } = await apiClient.post<unknown>(
    `/api/admin/transactions/${id}/reverse`,
    body,
    idempotent(idempotencyKey),
  );
  return ledgerTransactionSchema.parse(data);
}

/** GET /api/admin/partners/{id}/balance (view-partners): the partner's wallet. */
export async function getPartnerWallet(partnerId: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/partners/${partnerId}/balance`);
  return adminWalletSchema.parse(data);
}

/**
 * POST /api/admin/partners/{id}/balance-adjustments (update-balance): the wallet after the
 * credit or debit. 409 INSUFFICIENT_FUNDS when a debit would take it below zero.
 */
export async function adjustPartnerBalance(
  partnerId: number,
  body: BalanceAdjustment,
  idempotencyKey: string,
) {
  const { data } = await apiClient.post<unknown>(
    `/api/admin/partners/${partnerId}/balance-adjustments`,
    body,
    idempotent(idempotencyKey),
  );
  return adminWalletSchema.parse(data);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

/** Every wallet, operation and transaction query: a change of any balance invalidates it. */
export const operationsKey = ['operations'] as const;

export const walletQueryOptions = () =>
  queryOptions({ queryKey: [...operationsKey, 'wallet'], queryFn: fetchWallet });

export const operationsQueryOptions = (query: Partial<OperationQuery>) =>
  queryOptions({
    queryKey: [...operationsKey, 'list', query],
    queryFn: () => listOperations(query),
  });

export const adminTransactionsQueryOptions = (query: QueryOf<typeof adminTransactionQuerySchema>) =>
  queryOptions({
    queryKey: [...operationsKey, 'admin', 'list', query],
    queryFn: () => listAdminTransactions(query),
  });

export const adminTransactionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...operationsKey, 'admin', id],
    queryFn: () => getAdminTransaction(id),
  });

export const partnerWalletQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: [...operationsKey, 'partner-wallet', partnerId],
    queryFn: () => getPartnerWallet(partnerId),
  });

/** A reversal moves balances back: every money list and the statistics may change. */
export const reverseTransactionMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; body: { reason: string }; idempotencyKey: string }) =>
      reverseTransaction(v.id, v.body, v.idempotencyKey),
    onSuccess: invalidating(
      operationsKey,
      ['deposits'],
      ['withdrawals'],
      ['transfers'],
      ['statistics'],
    ),
  });

export const adjustBalanceMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { partnerId: number; body: BalanceAdjustment; idempotencyKey: string }) =>
      adjustPartnerBalance(v.partnerId, v.body, v.idempotencyKey),
    onSuccess: invalidating(operationsKey, ['admin-partners'], ['statistics']),
  });
