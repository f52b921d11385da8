import { queryOptions } from '@tanstack/react-query';
import {
  adminLogPageSchema,
  clientLogPageSchema,
  partnerLogPageSchema,
  type LogQuery,
} from '../contract';
import { apiClient } from '../http/api-client';

/** GET /api/admin/admin-logs (view-admin-logs): filtered by admin (actorId), action and period. */
export async function listAdminLogs(query: Partial<LogQuery>) {
  const { data } = await apiClient.get<unknown>('/api/admin/admin-logs', { params: query });
  return adminLogPageSchema.parse(data);
}

/** GET /api/admin/client-logs (view-client-logs): actorId is the partner's id. */
export async function listClientLogs(query: Partial<LogQuery>) {
  const { data } = await apiClient.get<unknown>('/api/admin/client-logs', { params: query });
  return clientLogPageSchema.parse(data);
}

/** GET /api/admin/partner-logs (view-client-logs): actorId is the partner's id. */
export async function listPartnerLogs(query: Partial<LogQuery>) {
  const { data } = await apiClient.get<unknown>('/api/admin/partner-logs', { params: query });
  return partnerLogPageSchema.parse(data);
}

// --- Queries (TanStack Query) -----------------------------------------------------------------

export const logsKey = ['logs'] as const;

export const adminLogsQueryOptions = (query: Partial<LogQuery>) =>
  queryOptions({ queryKey: [...logsKey, 'admin', query], queryFn: () => listAdminLogs(query) });

export const clientLogsQueryOptions = (query: Partial<LogQuery>) =>
  queryOptions({ queryKey: [...logsKey, 'client', query], queryFn: () => listClientLogs(query) });

export const partnerLogsQueryOptions = (query: Partial<LogQuery>) =>
  queryOptions({ queryKey: [...logsKey, 'partner', query], queryFn: () => listPartnerLogs(query) });
