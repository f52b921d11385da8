import { z } from 'zod';
import { languageSchema, listQuerySchema, pageOf } from './common';
import { fields } from './fields';
import { localizedTextSchema } from './localized-text';
import { microSchema } from './money';
import { profileUpdateSchema } from './profile';

/** A partner as the back-office lists it (GET /api/admin/partners, view-partners). */
export const adminPartnerSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  partnerCode: z.string(),
  /** Holds an active package (business rules, Partners). */
  active: z.boolean(),
  /** Blocked by an admin: cannot sign in (independent of `active`). */
  disabled: z.boolean(),
  twoFactorEnabled: z.boolean(),
  sponsor: z.object({ id: z.number().int(), login: z.string() }).nullable(),
  registeredAt: z.string(),
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

/**
 * GET /api/admin/partners/{id}/network (view-partners): the partner's place in the network (spec
 * §3: line, level, career status, binary status, mentor), beside the detail.
 */
export const adminPartnerNetworkSchema = z.object({
  /** Line in the sponsor tree counted from its top (0 = a root partner). */
  line: z.number().int(),
  /** Linear levels open (0 = none: no active package). */
  linearLevels: z.number().int(),
  /** Lifetime package payments (GTC micro-units). */
  personalVolume: microSchema,
  careerStatus: z.string().nullable(),
  /** The career status's name per language (careerStatus is its plain catalogue key). */
  careerStatusI18n: localizedTextSchema.nullable(),
  /** The nearest upline holding a career status. */
  mentor: z.object({ id: z.number().int(), login: z.string() }).nullable(),
  /** Null while the partner waits in the sponsor's basket. */
  binary: z
    .object({
      side: z.enum(['left', 'right']).nullable(),
      parentLogin: z.string().nullable(),
      depth: z.number().int(),
      placedAt: z.string(),
    })
    .nullable(),
});
export type AdminPartnerNetwork = z.infer<typeof adminPartnerNetworkSchema>;

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
  disabled: z.enum(['true', 'false']).optional(),
});
export const adminPartnerPageSchema = pageOf(adminPartnerSchema);

/**
 * POST /api/admin/partners (create-partners): like signup, but any existing partner may be the
 * sponsor (by partner code; empty = a root partner). The partner sets the password from the
 * mailed link. 409 ALREADY_EXISTS (`fields.email` / `fields.login` = 'taken'); 422
 * `fields.sponsorCode = 'unknownPartner'` for a code nobody holds.
 */
export const adminPartnerCreateSchema = z.object({
  firstName: fields.latinName(),
  lastName: fields.latinName(),
  email: fields.email(),
  login: fields.login(),
  phone: fields.phone(),
  sponsorCode: z
    .union([z.literal('').transform(() => null), z.null(), fields.partnerCode()])
    .optional(),
  language: languageSchema.optional(),
});
export type AdminPartnerCreate = z.input<typeof adminPartnerCreateSchema>;

/**
 * PUT /api/admin/partners/{id} (update-partners): the profile fields (absent = unchanged, empty
 * = cleared) plus login and email (409 ALREADY_EXISTS when taken). The sponsor is fixed forever.
 */
export const adminPartnerUpdateSchema = profileUpdateSchema.extend({
  email: fields.email(),
  login: fields.login(),
});
export type AdminPartnerUpdate = z.input<typeof adminPartnerUpdateSchema>;

/*
 * POST /api/admin/partners/{id}/deactivate and /activate (update-partners), no body: block or
 * unblock sign-in (`disabled`); deactivation revokes the partner's tokens. The answer is the
 * partner's detail; 409 INVALID_STATE when already in that state.
 */
