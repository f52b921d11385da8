import { mutationOptions, queryOptions } from '@tanstack/react-query';
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
import { invalidating } from '../query/invalidating';

export type AdminPartnerListQuery = Partial<z.infer<typeof adminPartnerListQuerySchema>>;

/** GET /api/admin/partners (view-partners): searched, sorted, filtered by `active` and `disabled`. */
export async function listAdminPartners(query: AdminPartnerListQuery) {
  const { data } = await apiClient.get<unknown>('/api/admin/partners', { params: query });
  return adminPartnerPageSchema.parse(data);
}

/** GET /api/admin/partners/{id} (view-partners): the profile; 404 NOT_FOUND for an unknown id. */
export async function getAdminPartner(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/partners/${id}`);
  return adminPartnerDetailSchema.parse(data);
}

/**
 * GET /api/admin/partners/{id}/network (view-partners): line, linear levels, personal volume,
 * career status, mentor and binary placement.
 */
export async function getAdminPartnerNetwork(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/partners/${id}/network`);
  return adminPartnerNetworkSchema.parse(data);
}

/**
 * POST /api/admin/partners (create-partners): the new partner (201), who sets a password from
 * the mailed link. 409 ALREADY_EXISTS names email or login; 422 `sponsorCode: unknownPartner`.
 */
export async function createAdminPartner(body: AdminPartnerCreate) {
  const { data } = await apiClient.post<unknown>('/api/admin/partners', body);
  return adminPartnerDetailSchema.parse(data);
}

/** PUT /api/admin/partners/{id} (update-partners): the updated partner; 409 ALREADY_EXISTS. */
export async function updateAdminPartner(id: number, body: AdminPartnerUpdate) {
  const { data } = await apiClient.put<unknown>(`/api/admin/partners/${id}`, body);
  return adminPartnerDetailSchema.parse(data);
}

/**
 * POST /api/admin/partners/{id}/deactivate or /activate (update-partners): blocks or unblocks
 * sign-in and answers the partner; 409 INVALID_STATE when already in that state.
 */
export async function setAdminPartnerDisabled(id: number, disabled: boolean) {
  const action = disabled ? 'deactivate' : 'activate';
  const { data } = await apiClient.post<unknown>(`/api/admin/partners/${id}/${action}`);
  return adminPartnerDetailSchema.parse(data);
}

/** POST /api/admin/partners/{id}/two-fa/reset (2fa_manage): turns the partner's 2FA off. */
export async function resetPartnerTwoFa(id: number): Promise<void> {
  await apiClient.post<unknown>(`/api/admin/partners/${id}/two-fa/reset`);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const adminPartnersKey = ['admin-partners'] as const;

export const adminPartnersQueryOptions = (query: AdminPartnerListQuery) =>
  queryOptions({
    queryKey: [...adminPartnersKey, 'list', query],
    queryFn: () => listAdminPartners(query),
  });

export const adminPartnerQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...adminPartnersKey, id], queryFn: () => getAdminPartner(id) });

export const adminPartnerNetworkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminPartnersKey, id, 'network'],
    queryFn: () => getAdminPartnerNetwork(id),
  });

export const saveAdminPartnerMutationOptions = () =>
  mutationOptions({
    mutationFn: (
      v: { id: number; body: AdminPartnerUpdate } | { id: null; body: AdminPartnerCreate },
    ) => (v.id === null ? createAdminPartner(v.body) : updateAdminPartner(v.id, v.body)),
    onSuccess: invalidating(adminPartnersKey),
  });

export const setAdminPartnerDisabledMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { id: number; disabled: boolean }) => setAdminPartnerDisabled(v.id, v.disabled),
    onSuccess: invalidating(adminPartnersKey),
  });

export const resetPartnerTwoFaMutationOptions = () =>
  mutationOptions({ mutationFn: resetPartnerTwoFa, onSuccess: invalidating(adminPartnersKey) });
