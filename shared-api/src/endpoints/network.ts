import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  dashboardIncomeSchema,
  downlinePageSchema,
  networkStatusesSchema,
  type DashboardIncome,
  type downlineQuerySchema,
  type NetworkInvitation,
  type NetworkStatuses,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';

// The partner's downline, invitations and dashboard income (server: modules/network).

export type DownlineQuery = Partial<z.infer<typeof downlineQuerySchema>>;

/** GET /api/client/network/statuses: partners per line (1..6): total, active, career statuses. */
export async function fetchNetworkStatuses(): Promise<NetworkStatuses> {
  const { data } = await apiClient.get<unknown>('/api/client/network/statuses');
  return networkStatusesSchema.parse(data);
}

/**
 * GET /api/client/network/partners: the downline to depth 6, paged. `active` picks my partners
 * ('true') or the deactivated ones ('false'); `line` is the linear structure's tab.
 */
export async function listDownline(query: DownlineQuery) {
  const { data } = await apiClient.get<unknown>('/api/client/network/partners', { params: query });
  return downlinePageSchema.parse(data);
}

/**
 * POST /api/client/network/invitations: registers a partner under the caller and emails them the
 * "set your password" link. 409 INVITATION_REQUIRED for an inactive caller, 409 ALREADY_EXISTS
 * with the taken fields, 422 field errors.
 */
export async function inviteNetworkPartner(body: NetworkInvitation): Promise<void> {
  await apiClient.post<unknown>('/api/client/network/invitations', body);
}

/** GET /api/client/dashboard/income: income by bonus type and the package statistics. */
export async function fetchDashboardIncome(): Promise<DashboardIncome> {
  const { data } = await apiClient.get<unknown>('/api/client/dashboard/income');
  return dashboardIncomeSchema.parse(data);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const networkKey = ['network'] as const;

export const networkStatusesQueryOptions = () =>
  queryOptions({ queryKey: [...networkKey, 'statuses'], queryFn: fetchNetworkStatuses });

export const downlineQueryOptions = (query: DownlineQuery) =>
  queryOptions({
    queryKey: [...networkKey, 'downline', query],
    queryFn: () => listDownline(query),
  });

export const dashboardIncomeQueryOptions = () =>
  queryOptions({ queryKey: [...networkKey, 'dashboard-income'], queryFn: fetchDashboardIncome });

/** The invited partner joins the downline and waits in the binary basket. */
export const inviteNetworkPartnerMutationOptions = () =>
  mutationOptions({
    mutationFn: inviteNetworkPartner,
    onSuccess: invalidating(networkKey, ['binary']),
  });
