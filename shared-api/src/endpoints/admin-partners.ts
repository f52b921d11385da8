import type { z } from 'zod';
import {
  adminPartnerDetailSchema,
  adminPartnerListQuerySchema,
  adminPartnerPageSchema,
} from '../contract';
import { apiClient } from '../http/api-client';

/** GET /api/admin/partners (view-partners): searched, sorted, filtered by `active`. */
export async function listAdminPartners(
  query: Partial<z.infer<typeof adminPartnerListQuerySchema>>,
) {
  const { data } = await apiClient.get('/api/admin/partners', { params: query });
  return adminPartnerPageSchema.parse(data);
}

/** GET /api/admin/partners/{id} (view-partners): the profile; 404 NOT_FOUND for an unknown id. */
export async function getAdminPartner(id: number) {
  const { data } = await apiClient.get(`/api/admin/partners/${id}`);
  return adminPartnerDetailSchema.parse(data);
}

/** POST /api/admin/partners/{id}/two-fa/reset (2fa_manage): turns the partner's 2FA off. */
export async function resetPartnerTwoFa(id: number): Promise<void> {
  await apiClient.post(`/api/admin/partners/${id}/two-fa/reset`);
}
