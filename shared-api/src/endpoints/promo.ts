import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  clientPromoSchema,
  promoCampaignSchema,
  promoPartnerPageSchema,
  promoRequestPageSchema,
  promoRequestSchema,
  type ClientPromo,
  type promoCampaignInputSchema,
  type promoListQuerySchema,
  type promoPartnerSchema,
  type PromoRequestInput,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';
import { workQueueKey } from './work-queue';

// Promo campaigns, participant forms and partners (server: modules/promo).

/** The contract has no list schema for campaigns: the endpoint answers `{ items }`, unpaged. */
const promoCampaignListSchema = z.object({ items: z.array(promoCampaignSchema) });

export type PromoListQuery = Partial<z.infer<typeof promoListQuerySchema>>;

export type PromoCampaignInput = z.infer<typeof promoCampaignInputSchema>;

/** A row of the promo partners list (the contract names no type for it). */
export type PromoPartner = z.infer<typeof promoPartnerSchema>;

/** GET /api/client/promo: the current (or latest) campaign, the caller's turnover, level, request. */
export async function fetchClientPromo(): Promise<ClientPromo> {
  const { data } = await apiClient.get<unknown>('/api/client/promo');
  return clientPromoSchema.parse(data);
}

/**
 * POST /api/client/promo/requests: files the participant form. 409 INVALID_STATE when not
 * qualified, when the campaign has ended or a request exists; 422 field errors.
 */
export async function filePromoRequest(body: PromoRequestInput): Promise<void> {
  await apiClient.post<unknown>('/api/client/promo/requests', body);
}

/** GET /api/admin/promo/partners (partners_promo_view): partners with a level in the campaign. */
export async function listAdminPromoPartners(query: PromoListQuery) {
  const { data } = await apiClient.get<unknown>('/api/admin/promo/partners', { params: query });
  return promoPartnerPageSchema.parse(data);
}

/** GET /api/admin/promo/requests (partners_promo_view): the filed participant forms. */
export async function listAdminPromoRequests(query: PromoListQuery) {
  const { data } = await apiClient.get<unknown>('/api/admin/promo/requests', { params: query });
  return promoRequestPageSchema.parse(data);
}

/** GET /api/admin/promo/requests/{id} (partners_promo_view); 404 NOT_FOUND for an unknown id. */
export async function getAdminPromoRequest(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/promo/requests/${id}`);
  return promoRequestSchema.parse(data);
}

/** GET /api/admin/promo/campaigns (partners_promo_view): every campaign, newest first. */
export async function listAdminPromoCampaigns() {
  const { data } = await apiClient.get<unknown>('/api/admin/promo/campaigns');
  return promoCampaignListSchema.parse(data).items;
}

/** POST /api/admin/promo/campaigns (partners_promo_create): the new campaign. */
export async function createAdminPromoCampaign(body: PromoCampaignInput) {
  const { data } = await apiClient.post<unknown>('/api/admin/promo/campaigns', body);
  return promoCampaignSchema.parse(data);
}

/** PUT /api/admin/promo/campaigns/{id} (partners_promo_create): the updated campaign. */
export async function updateAdminPromoCampaign(id: number, body: PromoCampaignInput) {
  const { data } = await apiClient.put<unknown>(`/api/admin/promo/campaigns/${id}`, body);
  return promoCampaignSchema.parse(data);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const promoKey = ['promo'] as const;

export const clientPromoQueryOptions = () =>
  queryOptions({ queryKey: [...promoKey, 'client'], queryFn: fetchClientPromo });

export const adminPromoPartnersQueryOptions = (query: PromoListQuery) =>
  queryOptions({
    queryKey: [...promoKey, 'admin', 'partners', query],
    queryFn: () => listAdminPromoPartners(query),
  });

export const adminPromoRequestsQueryOptions = (query: PromoListQuery) =>
  queryOptions({
    queryKey: [...promoKey, 'admin', 'requests', query],
    queryFn: () => listAdminPromoRequests(query),
  });

export const adminPromoRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...promoKey, 'admin', 'request', id],
    queryFn: () => getAdminPromoRequest(id),
  });

export const adminPromoCampaignsQueryOptions = () =>
  queryOptions({ queryKey: [...promoKey, 'admin', 'campaigns'], queryFn: listAdminPromoCampaigns });

export const filePromoRequestMutationOptions = () =>
  mutationOptions({
    mutationFn: filePromoRequest,
    onSuccess: invalidating(promoKey, workQueueKey),
  });

export const saveAdminPromoCampaignMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number | null; body: PromoCampaignInput }) =>
      v.id === null ? createAdminPromoCampaign(v.body) : updateAdminPromoCampaign(v.id, v.body),
    onSuccess: invalidating(promoKey),
  });
