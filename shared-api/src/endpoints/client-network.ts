import type { z } from 'zod';
import {
  basketSchema,
  binarySearchSchema,
  binaryStatisticsSchema,
  binaryStructureSchema,
  careerProgressSchema,
  careerStatusListSchema,
  clientPromoSchema,
  dashboardIncomeSchema,
  downlinePageSchema,
  linearRulesSchema,
  linearStatisticsSchema,
  networkStatusesSchema,
  type Basket,
  type BinarySide,
  type BinaryStatistics,
  type BinaryStructure,
  type CareerProgress,
  type CareerStatus,
  type ClientPromo,
  type DashboardIncome,
  type downlineQuerySchema,
  type LinearRules,
  type LinearStatistics,
  type NetworkInvitation,
  type NetworkStatuses,
  type Period,
  type PromoRequestInput,
} from '../contract';
import { apiClient } from '../http/api-client';

// The partner's network routes (contract: network, binary, linear, career, promo). A POST's
// answer body is not relied upon: the screens reload what they show after a change.

export type DownlineQuery = Partial<z.infer<typeof downlineQuerySchema>>;
export type BinarySearchResult = z.infer<typeof binarySearchSchema>['items'][number];

/** GET /api/client/network/statuses: partners per line (1..6): total, active, career statuses. */
export async function fetchNetworkStatuses(): Promise<NetworkStatuses> {
  const { data } = await apiClient.get('/api/client/network/statuses');
  return networkStatusesSchema.parse(data);
}

/**
 * GET /api/client/network/partners: the downline to depth 6, paged. `active` picks my partners
 * ('true') or the deactivated ones ('false'); `line` is the linear structure's tab.
 */
export async function listDownline(query: DownlineQuery) {
  const { data } = await apiClient.get('/api/client/network/partners', { params: query });
  return downlinePageSchema.parse(data);
}

/**
 * POST /api/client/network/invitations: registers a partner under the caller and emails them the
 * "set your password" link. 409 INVITATION_REQUIRED for an inactive caller, 409 ALREADY_EXISTS
 * with the taken fields, 422 field errors.
 */
export async function inviteNetworkPartner(body: NetworkInvitation): Promise<void> {
  await apiClient.post('/api/client/network/invitations', body);
}

/** GET /api/client/dashboard/income: income by bonus type and the package statistics. */
export async function fetchDashboardIncome(): Promise<DashboardIncome> {
  const { data } = await apiClient.get('/api/client/dashboard/income');
  return dashboardIncomeSchema.parse(data);
}

/** GET /api/client/binary/basket: partners waiting for placement, least time left first. */
export async function fetchBinaryBasket(): Promise<Basket> {
  const { data } = await apiClient.get('/api/client/binary/basket');
  return basketSchema.parse(data);
}

/**
 * POST /api/client/binary/basket/{partnerId}/place { side }: to the outer edge of that leg.
 * 409 NOT_IN_BINARY (the caller is not placed), 409 INVALID_STATE (placed already), 404.
 */
export async function placeBasketPartner(partnerId: number, side: BinarySide): Promise<void> {
  await apiClient.post(`/api/client/binary/basket/${partnerId}/place`, { side });
}

/** GET /api/client/binary/structure: the subtree of `root` (the caller by default) and its path. */
export async function fetchBinaryStructure(
  query: { root?: number; depth?: number } = {},
): Promise<BinaryStructure> {
  const { data } = await apiClient.get('/api/client/binary/structure', { params: query });
  return binaryStructureSchema.parse(data);
}

/** GET /api/client/binary/search?login=: descendants whose login starts with the text (≤ 20). */
export async function searchBinaryTree(login: string): Promise<BinarySearchResult[]> {
  const { data } = await apiClient.get('/api/client/binary/search', { params: { login } });
  return binarySearchSchema.parse(data).items;
}

/** GET /api/client/binary/statistics?period: legs, spillover, earnings, the limit and closes. */
export async function fetchBinaryStatistics(period: Period): Promise<BinaryStatistics> {
  const { data } = await apiClient.get('/api/client/binary/statistics', { params: { period } });
  return binaryStatisticsSchema.parse(data);
}

/** GET /api/client/linear/rules: the reward per level and which levels are open for the caller. */
export async function fetchLinearRules(): Promise<LinearRules> {
  const { data } = await apiClient.get('/api/client/linear/rules');
  return linearRulesSchema.parse(data);
}

/** GET /api/client/linear/statistics?period: per level, the purchases below and the bonus paid. */
export async function fetchLinearStatistics(period: Period): Promise<LinearStatistics> {
  const { data } = await apiClient.get('/api/client/linear/statistics', { params: { period } });
  return linearStatisticsSchema.parse(data);
}

/** GET /api/client/career/statuses: the career statuses by rank, with thresholds and rewards. */
export async function fetchCareerStatuses(): Promise<CareerStatus[]> {
  const { data } = await apiClient.get('/api/client/career/statuses');
  return careerStatusListSchema.parse(data).items;
}

/** GET /api/client/career/progress: the current and next status, the figures, awards, mentor. */
export async function fetchCareerProgress(): Promise<CareerProgress> {
  const { data } = await apiClient.get('/api/client/career/progress');
  return careerProgressSchema.parse(data);
}

/** GET /api/client/promo: the current (or latest) campaign, the caller's turnover, level, request. */
export async function fetchClientPromo(): Promise<ClientPromo> {
  const { data } = await apiClient.get('/api/client/promo');
  return clientPromoSchema.parse(data);
}

/**
 * POST /api/client/promo/requests: files the participant form. 409 INVALID_STATE when not
 * qualified, when the campaign has ended or a request exists; 422 field errors.
 */
export async function filePromoRequest(body: PromoRequestInput): Promise<void> {
  await apiClient.post('/api/client/promo/requests', body);
}
