import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  depositInfoSchema,
  depositPageSchema,
  depositQuerySchema,
  depositSchema,
  type Deposit,
  type DepositInfo,
  type DepositRequest,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';
import { workQueueKey } from './work-queue';
import { idempotent } from '../idempotency/idempotency-key';

// Top-up requests (server: modules/deposits).

/** A client list's query: the admin-only `partnerId` filter is not the partner's to set. */
type ClientQuery<S extends z.ZodType> = Partial<Omit<z.infer<S>, 'partnerId'>>;

type QueryOf<S extends z.ZodType> = Partial<z.infer<S>>;

/** GET /api/client/deposits/info: wallet, network, minimum, fee, rate, timer and processing. */
export async function fetchDepositInfo(): Promise<DepositInfo> {
  const { data } = await apiClient.get<unknown>('/api/client/deposits/info');
  return depositInfoSchema.parse(data);
}

/** POST /api/client/deposits: a top-up request awaiting payment (422 amount 'minDeposit'). */
export async function createDeposit(
  body: DepositRequest,
  idempotencyKey: string,
): Promise<Deposit> {
  const { data } = await apiClient.post<unknown>(
    '/api/client/deposits',
    body,
    idempotent(idempotencyKey),
  );
  return depositSchema.parse(data);
}

/** POST /api/client/deposits/{id}/paid ("I have paid"): awaiting-payment → pending. */
export async function markDepositPaid(id: number, body: { txHash?: string }): Promise<Deposit> {
  const { data } = await apiClient.post<unknown>(`/api/client/deposits/${id}/paid`, body);
  return depositSchema.parse(data);
}

/** GET /api/client/deposits: the partner's top-up requests, newest first. */
export async function listDeposits(query: ClientQuery<typeof depositQuerySchema>) {
  const { data } = await apiClient.get<unknown>('/api/client/deposits', { params: query });
  return depositPageSchema.parse(data);
}

/** GET /api/admin/deposits (view-transactions): filtered by status, partner and period. */
export async function listAdminDeposits(query: QueryOf<typeof depositQuerySchema>) {
  const { data } = await apiClient.get<unknown>('/api/admin/deposits', { params: query });
  return depositPageSchema.parse(data);
}

/** GET /api/admin/deposits/{id} (view-transactions). */
export async function getAdminDeposit(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/deposits/${id}`);
  return depositSchema.parse(data);
}

/**
 * POST /api/admin/deposits/{id}/confirm (update-transactions): the completed deposit, GTC
 * credited. 409 ALREADY_EXISTS fields.txHash when another deposit booked the hash.
 */
export async function confirmDeposit(
  id: number,
  body: { txHash?: string },
  idempotencyKey: string,
) {
  const { data } = await apiClient.post<unknown>(
    `/api/admin/deposits/${id}/confirm`,
    body,
    idempotent(idempotencyKey),
  );
  return depositSchema.parse(data);
}

/** POST /api/admin/deposits/{id}/reject (update-transactions): the rejected deposit. */
export async function rejectDeposit(id: number, body: { reason: string }) {
  const { data } = await apiClient.post<unknown>(`/api/admin/deposits/${id}/reject`, body);
  return depositSchema.parse(data);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const depositsKey = ['deposits'] as const;

export const depositInfoQueryOptions = () =>
  queryOptions({ queryKey: [...depositsKey, 'info'], queryFn: fetchDepositInfo });

export const depositsQueryOptions = (query: ClientQuery<typeof depositQuerySchema>) =>
  queryOptions({ queryKey: [...depositsKey, 'list', query], queryFn: () => listDeposits(query) });

export const adminDepositsQueryOptions = (query: QueryOf<typeof depositQuerySchema>) =>
  queryOptions({
    queryKey: [...depositsKey, 'admin', 'list', query],
    queryFn: () => listAdminDeposits(query),
  });

export const adminDepositQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...depositsKey, 'admin', id], queryFn: () => getAdminDeposit(id) });

export const createDepositMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { body: DepositRequest; idempotencyKey: string }) =>
      createDeposit(v.body, v.idempotencyKey),
    onSuccess: invalidating(depositsKey),
  });

export const markDepositPaidMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; body: { txHash?: string } }) => markDepositPaid(v.id, v.body),
    // "I have paid" puts the deposit in the back-office's queue.
    onSuccess: invalidating(depositsKey, workQueueKey),
  });

/** A decision changes the deposit lists and their counters; a confirmation also credits GTC. */
const afterDecision = invalidating(
  depositsKey,
  ['operations'],
  ['statistics'],
  ['chain-deposits'],
  workQueueKey,
);

export const confirmDepositMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; body: { txHash?: string }; idempotencyKey: string }) =>
      confirmDeposit(v.id, v.body, v.idempotencyKey),
    onSuccess: afterDecision,
  });

export const rejectDepositMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; body: { reason: string } }) => rejectDeposit(v.id, v.body),
    onSuccess: afterDecision,
  });
