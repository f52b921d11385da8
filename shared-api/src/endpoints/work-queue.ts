import { queryOptions } from '@tanstack/react-query';
import { workQueueSchema } from '../contract';
import { apiClient } from '../http/api-client';

// What waits for the back-office (server: modules/work-queue).

/** GET /api/admin/work-queue (any admin): each count only when the admin may open its list. */
export async function fetchWorkQueue() {
  const { data } = await apiClient.get<unknown>('/api/admin/work-queue');
  return workQueueSchema.parse(data);
}

// --- Queries (TanStack Query) -----------------------------------------------------------------

/** Invalidated by every change that moves a queue (deposit, withdrawal, promo, support). */
export const workQueueKey = ['work-queue'] as const;

/** Polled every minute while shown: partners fill the queues without the admin acting. */
export const workQueueQueryOptions = () =>
  queryOptions({
    queryKey: workQueueKey,
    queryFn: fetchWorkQueue,
    refetchInterval: 60_000,
  });
