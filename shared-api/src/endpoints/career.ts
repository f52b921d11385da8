import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  careerProgressSchema,
  careerStatusListSchema,
  careerStatusSchema,
  type CareerProgress,
  type CareerStatus,
  type Period,
  type careerStatusInputSchema,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';

// Career statuses and the partner's progress (server: modules/career).

export type CareerStatusInput = z.infer<typeof careerStatusInputSchema>;

/** GET /api/client/career/statuses: the career statuses by rank, with thresholds and rewards. */
export async function fetchCareerStatuses(): Promise<CareerStatus[]> {
  const { data } = await apiClient.get<unknown>('/api/client/career/statuses');
  return careerStatusListSchema.parse(data).items;
}

/**
 * GET /api/client/career/progress?period: the current and next status, the figures, awards,
 * mentor (lifetime), and the period's chart of package payments.
 */
export async function fetchCareerProgress(period: Period = 'month'): Promise<CareerProgress> {
  const { data } = await apiClient.get<unknown>('/api/client/career/progress', {
    params: { period },
  });
  return careerProgressSchema.parse(data);
}

/** GET /api/admin/career/statuses (view-packages): the statuses by rank. */
export async function listAdminCareerStatuses() {
  const { data } = await apiClient.get<unknown>('/api/admin/career/statuses');
  return careerStatusListSchema.parse(data).items;
}

/** PUT /api/admin/career/statuses/{id} (update-packages): the updated status. */
export async function updateAdminCareerStatus(id: number, body: CareerStatusInput) {
  const { data } = await apiClient.put<unknown>(`/api/admin/career/statuses/${id}`, body);
  return careerStatusSchema.parse(data);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const careerKey = ['career'] as const;

export const careerStatusesQueryOptions = () =>
  queryOptions({ queryKey: [...careerKey, 'statuses'], queryFn: fetchCareerStatuses });

export const careerProgressQueryOptions = (period: Period = 'month') =>
  queryOptions({
    queryKey: [...careerKey, 'progress', period],
    queryFn: () => fetchCareerProgress(period),
  });

export const adminCareerStatusesQueryOptions = () =>
  queryOptions({ queryKey: [...careerKey, 'admin', 'statuses'], queryFn: listAdminCareerStatuses });

export const updateAdminCareerStatusMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; body: CareerStatusInput }) =>
      updateAdminCareerStatus(v.id, v.body),
    onSuccess: invalidating(careerKey),
  });
