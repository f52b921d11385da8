import type { z } from 'zod';
import {
  adminPartnerDetailSchema,
  adminPartnerListQuerySchema,
  adminPartnerNetworkSchema,
  adminPartnerPageSchema,
  type AdminPartnerCreate,
  type AdminPartnerUpdate,
} from '../contract';
import { apiClient } from '../http/api-client';

export type AdminPartnerListQuery = Partial<z.infer<typeof adminPartnerListQuerySchema>>;

/** GET /api/admin/partners (view-partners): searched, sorted, filtered by `active` and `disabled`. */
export async function listAdminPartners(query: AdminPartnerListQuery) {
  const { data } = await apiClient.get('/api/admin/partners', { params: query });
  return adminPartnerPageSchema.parse(data);
}

/** GET /api/admin/partners/{id} (view-partners): the profile; 404 NOT_FOUND for an unknown id. */
export async function getAdminPartner(id: number) {
  const { data } = await apiClient.get(`/api/admin/partners/${id}`);
  return adminPartnerDetailSchema.parse(data);
}

/**
 * GET /api/admin/partners/{id}/network (view-partners): line, linear levels, personal volume,
 * career status, mentor and binary placement.
 */
export async function getAdminPartnerNetwork(id: number) {
  const { data } = await apiClient.get(`/api/admin/partners/${id}/network`);
  return adminPartnerNetworkSchema.parse(data);
}

/**
 * POST /api/admin/partners (create-partners): the new partner (201), who sets a password from
 * the mailed link. 409 ALREADY_EXISTS names email or login; 422 `sponsorCode: unknownPartner`.
 */
export async function createAdminPartner(body: AdminPartnerCreate) {
  const { data } = await apiClient.post('/api/admin/partners', body);
  return adminPartnerDetailSchema.parse(data);
}

/** PUT /api/admin/partners/{id} (update-partners): the updated partner; 409 ALREADY_EXISTS. */
export async function updateAdminPartner(id: number, body: AdminPartnerUpdate) {
  const { data } = await apiClient.put(`/api/admin/partners/${id}`, body);
  return adminPartnerDetailSchema.parse(data);
}

/**
 * POST /api/admin/partners/{id}/deactivate or /activate (update-partners): blocks or unblocks
 * sign-in and answers the partner; 409 INVALID_STATE when already in that state.
 */
export async function setAdminPartnerDisabled(id: number, disabled: boolean) {
  const action = disabled ? 'deactivate' : 'activate';
  const { data } = await apiClient.post(`/api/admin/partners/${id}/${action}`);
  return adminPartnerDetailSchema.parse(data);
}

/** POST /api/admin/partners/{id}/two-fa/reset (2fa_manage): turns the partner's 2FA off. */
export async function resetPartnerTwoFa(id: number): Promise<void> {
  await apiClient.post(`/api/admin/partners/${id}/two-fa/reset`);
}
