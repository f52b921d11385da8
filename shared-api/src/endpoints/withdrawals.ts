import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  withdrawalInfoSchema,
  withdrawalPageSchema,
  withdrawalQuerySchema,
  withdrawalSchema,
  type Withdrawal,
  type WithdrawalInfo,
  type WithdrawalRequest,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';
import { workQueueKey } from './work-queue';
import { idempotent } from '../idempotency/idempotency-key';

// Withdrawal requests (server: modules/withdrawals).

/** A client list's query: the admin-only `partnerId` filter is not the partner's to set. */
type ClientQuery<S extends z.ZodType> = Partial<Omit<z.infer<S>, 'partnerId'>>;

type QueryOf<S extends z.ZodType> = Partial<z.infer<S>>;

/** GET /api/client/withdrawals/info: window, minimum, fees, today's limit, 2FA, server time. */
export async function fetchWithdrawalInfo(): Promise<WithdrawalInfo> {
  const { data } = await apiClient.get<unknown>('/api/client/withdrawals/info');
  return withdrawalInfoSchema.parse(data);
}

/** POST /api/client/withdrawals: reserves the GTC amount at once; answers the request. */
export async function createWithdrawal(
  body: WithdrawalRequest,
  idempotencyKey: string,
): Promise<Withdrawal> {
  const { data } = await apiClient.post<unknown>(
    '/api/client/withdrawals',
    body,
    idempotent(idempotencyKey),
  );
  return withdrawalSchema.parse(data);
}

/** POST /api/client/withdrawals/{id}/cancel (no body): pending → cancelled, reserve returned. */
export async function cancelWithdrawal(id: number, idempotencyKey: string): Promise<Withdrawal> {
  const { data } = await apiClient.post<unknown>(
    `/api/client/withdrawals/${id}/cancel`,
    undefined,
    idempotent(idempotencyKey),
  );
  return withdrawalSchema.parse(data);
}

/** GET /api/client/withdrawals: the partner's requests, newest first. */
export async function listWithdrawals(query: ClientQuery<typeof withdrawalQuerySchema>) {
  const { data } = await apiClient.get<unknown>('/api/client/withdrawals', { params: query });
  return withdrawalPageSchema.parse(data);
}

/** GET /api/admin/withdrawals (view-transactions): by status, currency, partner and period. */
export async function listAdminWithdrawals(query: QueryOf<typeof withdrawalQuerySchema>) {
  const { data } = await apiClient.get<unknown>('/api/admin/withdrawals', { params: query });
  return withdrawalPageSchema.parse(data);
}

/** GET /api/admin/withdrawals/{id} (view-transactions). */
export async function getAdminWithdrawal(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/withdrawals/${id}`);
  return withdrawalSchema.parse(data);
}

/** POST /api/admin/withdrawals/{id}/complete (update-transactions): the paid-out request. */
export async function completeWithdrawal(
  id: number,
  body: { payoutTxHash?: string },
  idempotencyKey: string,
) {
  const { data } = await apiClient.post<unknown>(
    `/api/admin/withdrawals/${id}/complete`,
    body,
    idempotent(idempotencyKey),
  );
  return withdrawalSchema.parse(data);
}

/** POST /api/admin/withdrawals/{id}/reject (update-transactions): rejected, reserve returned. */
export async function rejectWithdrawal(
  id: number,
  body: { reason: string },
  idempotencyKey: string,
) {
  const { data } = await apiClient.post<unknown>(
    `/api/admin/withdrawals/${id}/reject`,
    body,
    idempotent(idempotencyKey),
  );
  return withdrawalSchema.parse(data);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const withdrawalsKey = ['withdrawals'] as const;

export const withdrawalInfoQueryOptions = () =>
  queryOptions({ queryKey: [...withdrawalsKey, 'info'], queryFn: fetchWithdrawalInfo });

export const withdrawalsQueryOptions = (query: ClientQuery<typeof withdrawalQuerySchema>) =>
  queryOptions({
    queryKey: [...withdrawalsKey, 'list', query],
    queryFn: () => listWithdrawals(query),
  });

export const adminWithdrawalsQueryOptions = (query: QueryOf<typeof withdrawalQuerySchema>) =>
  queryOptions({
    queryKey: [...withdrawalsKey, 'admin', 'list', query],
    queryFn: () => listAdminWithdrawals(query),
  });

export const adminWithdrawalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...withdrawalsKey, 'admin', id],
    queryFn: () => getAdminWithdrawal(id),
  });

/** A request reserves GTC, a cancellation returns it: balances, operations and the queue change. */
const afterClientChange = invalidating(withdrawalsKey, ['operations'], ['partners'], workQueueKey);

export const createWithdrawalMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { body: WithdrawalRequest; idempotencyKey: string }) =>
      createWithdrawal(v.body, v.idempotencyKey),
    onSuccess: afterClientChange,
  });

export const cancelWithdrawalMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; idempotencyKey: string }) =>
      cancelWithdrawal(v.id, v.idempotencyKey),
    onSuccess: afterClientChange,
  });

const afterDecision = invalidating(withdrawalsKey, ['operations'], ['statistics'], workQueueKey);

export const completeWithdrawalMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; body: { payoutTxHash?: string }; idempotencyKey: string }) =>
      completeWithdrawal(v.id, v.body, v.idempotencyKey),
    onSuccess: afterDecision,
  });

export const rejectWithdrawalMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; body: { reason: string }; idempotencyKey: string }) =>
      rejectWithdrawal(v.id, v.body, v.idempotencyKey),
    onSuccess: afterDecision,
  });
