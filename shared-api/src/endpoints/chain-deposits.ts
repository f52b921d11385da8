import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  chainSettingsViewSchema,
  chainTransferPageSchema,
  chainTransferSchema,
  type chainTransferQuerySchema,
  type ChainSettingsUpdate,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';

// The chain watcher's back-office (issue 16): its settings and the queue of payments it could
// not match exactly, which an admin credits or dismisses.

/** GET /api/admin/chain-transfers (view-transactions): the queue is `status: 'review'`. */
export async function listChainTransfers(query: Partial<z.infer<typeof chainTransferQuerySchema>>) {
  const { data } = await apiClient.get<unknown>('/api/admin/chain-transfers', { params: query });
  return chainTransferPageSchema.parse(data);
}

/**
 * POST /api/admin/chain-transfers/{id}/credit (update-transactions): books the USDT received at
 * the rate of now (the rate when the deposit completes), once per hash; 409 INVALID_STATE when it
 * is no longer waiting.
 */
export async function creditChainTransfer(id: number) {
  const { data } = await apiClient.post<unknown>(`/api/admin/chain-transfers/${id}/credit`);
  return chainTransferSchema.parse(data);
}

/** POST /api/admin/chain-transfers/{id}/dismiss (update-transactions): books nothing. */
export async function dismissChainTransfer(id: number) {
  const { data } = await apiClient.post<unknown>(`/api/admin/chain-transfers/${id}/dismiss`);
  return chainTransferSchema.parse(data);
}

/** GET /api/admin/settings/chain (view-transactions): the API key itself is never sent. */
export async function getChainSettings() {
  const { data } = await apiClient.get<unknown>('/api/admin/settings/chain');
  return chainSettingsViewSchema.parse(data);
}

/** PUT /api/admin/settings/chain (update-transactions): `apiKey` omitted keeps the stored one. */
export async function updateChainSettings(body: ChainSettingsUpdate) {
  const { data } = await apiClient.put<unknown>('/api/admin/settings/chain', body);
  return chainSettingsViewSchema.parse(data);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const chainDepositsKey = ['chain-deposits'] as const;

export const chainTransfersQueryOptions = (
  query: Partial<z.infer<typeof chainTransferQuerySchema>>,
) =>
  queryOptions({
    queryKey: [...chainDepositsKey, 'transfers', query],
    queryFn: () => listChainTransfers(query),
  });

export const chainSettingsQueryOptions = () =>
  queryOptions({ queryKey: [...chainDepositsKey, 'settings'], queryFn: getChainSettings });

/** Crediting books a deposit and GTC: the deposit and money lists change too. */
export const creditChainTransferMutationOptions = () =>
  mutationOptions({
    mutationFn: creditChainTransfer,
    onSuccess: invalidating(chainDepositsKey, ['deposits'], ['operations'], ['statistics']),
  });

export const dismissChainTransferMutationOptions = () =>
  mutationOptions({ mutationFn: dismissChainTransfer, onSuccess: invalidating(chainDepositsKey) });

/**
 * The PUT answers the stored settings (the key itself never sent): the screen takes them as its
 * data rather than asking again. Nothing else shows them.
 */
export const updateChainSettingsMutationOptions = () =>
  mutationOptions({
    mutationFn: updateChainSettings,
    onSuccess: (saved, _body, _onMutateResult, { client }) => {
      client.setQueryData(chainSettingsQueryOptions().queryKey, saved);
    },
  });
