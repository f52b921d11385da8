import { queryOptions } from '@tanstack/react-query';
import {
  linearRulesSchema,
  linearStatisticsSchema,
  type LinearRules,
  type LinearStatistics,
  type Period,
} from '../contract';
import { apiClient } from '../http/api-client';

// The linear structure's rules and statistics (server: modules/linear).

/** GET /api/client/linear/rules: the reward per level and which levels are open for the caller. */
export async function fetchLinearRules(): Promise<LinearRules> {
  const { data } = await apiClient.get<unknown>('/api/client/linear/rules');
  return linearRulesSchema.parse(data);
}

/** GET /api/client/linear/statistics?period: per level, the purchases below and the bonus paid. */
export async function fetchLinearStatistics(period: Period): Promise<LinearStatistics> {
  const { data } = await apiClient.get<unknown>('/api/client/linear/statistics', {
    params: { period },
  });
  return linearStatisticsSchema.parse(data);
}

// --- Queries (TanStack Query) -----------------------------------------------------------------

export const linearKey = ['linear'] as const;

export const linearRulesQueryOptions = () =>
  queryOptions({ queryKey: [...linearKey, 'rules'], queryFn: fetchLinearRules });

export const linearStatisticsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: [...linearKey, 'statistics', period],
    queryFn: () => fetchLinearStatistics(period),
  });
