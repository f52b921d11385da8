import { z } from 'zod';
import { listQuerySchema, pageOf } from './common';

/** A partner as the back-office lists it (GET /api/admin/partners, view-partners). */
export const adminPartnerSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  partnerCode: z.string(),
  active: z.boolean(),
  twoFactorEnabled: z.boolean(),
  sponsor: z.object({ id: z.number().int(), login: z.string() }).nullable(),
  registeredAt: z.string(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

/** GET /api/admin/partners/{id} adds the profile fields. */
export const adminPartnerDetailSchema = adminPartnerSchema.extend({
  birthDate: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  socials: z.record(z.string(), z.string()),
  avatarUrl: z.string().nullable(),
});
export type AdminPartnerDetail = z.infer<typeof adminPartnerDetailSchema>;

export const ADMIN_PARTNER_SORT_FIELDS = ['id', 'login', 'email', 'registeredAt'] as const;
export const adminPartnerListQuerySchema = listQuerySchema.extend({
  active: z.enum(['true', 'false']).optional(),
});
export const adminPartnerPageSchema = pageOf(adminPartnerSchema);
