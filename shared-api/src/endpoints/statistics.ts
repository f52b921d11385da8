import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { statisticsSchema, type statisticsQuerySchema } from '../contract';
import { apiClient } from '../http/api-client';

// The back-office statistics (server: modules/statistics).

export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** GET /api/admin/statistics?from&to (view-statistics, at most 366 days): totals and days. */
export async function getAdminStatistics(query: StatisticsQuery) {
  const { data } = await apiClient.get<unknown>('/api/admin/statistics', { params: query });
  return statisticsSchema.parse(data);
}

// --- Queries (TanStack Query) -----------------------------------------------------------------

export const statisticsKey = ['statistics'] as const;

export const adminStatisticsQueryOptions = (query: StatisticsQuery) =>
  queryOptions({ queryKey: [...statisticsKey, query], queryFn: () => getAdminStatistics(query) });
