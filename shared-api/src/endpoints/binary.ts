import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  basketSchema,
  binarySearchSchema,
  binaryStatisticsSchema,
  binaryStructureSchema,
  type Basket,
  type BinarySide,
  type BinaryStatistics,
  type BinaryStructure,
  type Period,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';

// The binary structure: basket, placement, tree, statistics (server: modules/binary).

export type BinarySearchResult = z.infer<typeof binarySearchSchema>['items'][number];

/** GET /api/client/binary/basket: partners waiting for placement, least time left first. */
export async function fetchBinaryBasket(): Promise<Basket> {
  const { data } = await apiClient.get<unknown>('/api/client/binary/basket');
  return basketSchema.parse(data);
}

/**
 * POST /api/client/binary/basket/{partnerId}/place { side }: to the outer edge of that leg.
 * 409 NOT_IN_BINARY (the caller is not placed), 409 INVALID_STATE (placed already), 404.
 */
export async function placeBasketPartner(partnerId: number, side: BinarySide): Promise<void> {
  await apiClient.post<unknown>(`/api/client/binary/basket/${partnerId}/place`, { side });
}

/** GET /api/client/binary/structure: the subtree of `root` (the caller by default) and its path. */
export async function fetchBinaryStructure(
  query: { root?: number; depth?: number } = {},
): Promise<BinaryStructure> {
  const { data } = await apiClient.get<unknown>('/api/client/binary/structure', { params: query });
  return binaryStructureSchema.parse(data);
}

/** GET /api/client/binary/search?login=: descendants whose login starts with the text (≤ 20). */
export async function searchBinaryTree(login: string): Promise<BinarySearchResult[]> {
  const { data } = await apiClient.get<unknown>('/api/client/binary/search', { params: { login } });
  return binarySearchSchema.parse(data).items;
}

/** GET /api/client/binary/statistics?period: legs, spillover, earnings, the limit and closes. */
export async function fetchBinaryStatistics(period: Period): Promise<BinaryStatistics> {
  const { data } = await apiClient.get<unknown>('/api/client/binary/statistics', {
    params: { period },
  });
  return binaryStatisticsSchema.parse(data);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const binaryKey = ['binary'] as const;

export const binaryBasketQueryOptions = () =>
  queryOptions({ queryKey: [...binaryKey, 'basket'], queryFn: fetchBinaryBasket });

export const binaryStructureQueryOptions = (query: { root?: number; depth?: number } = {}) =>
  queryOptions({
    queryKey: [...binaryKey, 'structure', query],
    queryFn: () => fetchBinaryStructure(query),
  });

export const binarySearchQueryOptions = (login: string) =>
  queryOptions({
    queryKey: [...binaryKey, 'search', login],
    queryFn: () => searchBinaryTree(login),
  });

export const binaryStatisticsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: [...binaryKey, 'statistics', period],
    queryFn: () => fetchBinaryStatistics(period),
  });

export const placeBasketPartnerMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { partnerId: number; side: BinarySide }) =>
      placeBasketPartner(v.partnerId, v.side),
    onSuccess: invalidating(binaryKey),
  });
