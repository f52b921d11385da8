import { z } from 'zod';
import {
  careerStatusListSchema,
  careerStatusSchema,
  promoCampaignSchema,
  promoPartnerPageSchema,
  promoRequestPageSchema,
  promoRequestSchema,
  statisticsSchema,
  type careerStatusInputSchema,
  type promoCampaignInputSchema,
  type promoListQuerySchema,
  type promoPartnerSchema,
  type statisticsQuerySchema,
} from '../contract';
import { apiClient } from '../http/api-client';

// The back-office's network endpoints (issue 5): statistics, promo and career statuses.

export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;
export type PromoListQuery = Partial<z.infer<typeof promoListQuerySchema>>;
export type PromoCampaignInput = z.infer<typeof promoCampaignInputSchema>;
export type CareerStatusInput = z.infer<typeof careerStatusInputSchema>;
/** A row of the promo partners list (the contract names no type for it). */
export type PromoPartner = z.infer<typeof promoPartnerSchema>;

/** The contract has no list schema for campaigns: the endpoint answers `{ items }`, unpaged. */
const promoCampaignListSchema = z.object({ items: z.array(promoCampaignSchema) });

// --- Statistics -----------------------------------------------------------------------------

/** GET /api/admin/statistics?from&to (view-statistics, at most 366 days): totals and days. */
export async function getAdminStatistics(query: StatisticsQuery) {
  const { data } = await apiClient.get('/api/admin/statistics', { params: query });
  return statisticsSchema.parse(data);
}

// --- Promo ----------------------------------------------------------------------------------

/** GET /api/admin/promo/partners (partners_promo_view): partners with a level in the campaign. */
export async function listAdminPromoPartners(query: PromoListQuery) {
  const { data } = await apiClient.get('/api/admin/promo/partners', { params: query });
  return promoPartnerPageSchema.parse(data);
}

/** GET /api/admin/promo/requests (partners_promo_view): the filed participant forms. */
export async function listAdminPromoRequests(query: PromoListQuery) {
  const { data } = await apiClient.get('/api/admin/promo/requests', { params: query });
  return promoRequestPageSchema.parse(data);
}

/** GET /api/admin/promo/requests/{id} (partners_promo_view); 404 NOT_FOUND for an unknown id. */
export async function getAdminPromoRequest(id: number) {
  const { data } = await apiClient.get(`/api/admin/promo/requests/${id}`);
  return promoRequestSchema.parse(data);
}

/** GET /api/admin/promo/campaigns (partners_promo_view): every campaign, newest first. */
export async function listAdminPromoCampaigns() {
  const { data } = await apiClient.get('/api/admin/promo/campaigns');
  return promoCampaignListSchema.parse(data).items;
}

/** POST /api/admin/promo/campaigns (partners_promo_create): the new campaign. */
export async function createAdminPromoCampaign(body: PromoCampaignInput) {
  const { data } = await apiClient.post('/api/admin/promo/campaigns', body);
  return promoCampaignSchema.parse(data);
}

/** PUT /api/admin/promo/campaigns/{id} (partners_promo_create): the updated campaign. */
export async function updateAdminPromoCampaign(id: number, body: PromoCampaignInput) {
  const { data } = await apiClient.put(`/api/admin/promo/campaigns/${id}`, body);
  return promoCampaignSchema.parse(data);
}

// --- Career statuses ------------------------------------------------------------------------

/** GET /api/admin/career/statuses (view-packages): the statuses by rank. */
export async function listAdminCareerStatuses() {
  const { data } = await apiClient.get('/api/admin/career/statuses');
  return careerStatusListSchema.parse(data).items;
}

/** PUT /api/admin/career/statuses/{id} (update-packages): the updated status. */
export async function updateAdminCareerStatus(id: number, body: CareerStatusInput) {
  const { data } = await apiClient.put(`/api/admin/career/statuses/${id}`, body);
  return careerStatusSchema.parse(data);
}
