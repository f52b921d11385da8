import { z } from 'zod';
import { dateSchema, dateTimeSchema, idTextSchema } from './bounded';
import { listQuerySchema, pageOf } from './common';
import { fields } from './fields';
import { localizedTextInputSchema, localizedTextSchema } from './localized-text';
import { amountSchema, microSchema } from './money';

export const promoTierSchema = z.object({
  level: z.number().int().min(1).max(20),
  /** First-line turnover to reach (GTC micro-units). */
  threshold: microSchema,
  prize: z.string(),
  /** The prize per language; the UI shows pickLanguage(prizeI18n, language). */
  prizeI18n: localizedTextSchema,
});

/** A campaign (business rules, Promo): data, not code. */
export const promoCampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameI18n: localizedTextSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  tiers: z.array(promoTierSchema),
});
export type PromoCampaign = z.infer<typeof promoCampaignSchema>;

/** POST/PUT /api/admin/promo/campaigns[/{id}] (partners_promo_create). */
export const promoCampaignInputSchema = z.object({
  /** Name and prizes per language; `name` and `prize` become their Russian texts. */
  nameI18n: localizedTextInputSchema(64),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  tiers: z
    .array(z.object({ threshold: amountSchema, prizeI18n: localizedTextInputSchema(128) }))
    .min(1)
    .max(20),
});

export const PROMO_REQUEST_STATUSES = ['submitted', 'approved', 'rejected'] as const;

/** The participant form: names in Latin letters (spec §5), passport-style fields. */
export const promoRequestInputSchema = z.object({
  firstName: fields.latinName(),
  lastName: fields.latinName(),
  birthDate: fields.birthDate(),
  country: fields.country(),
  city: fields.latinText(),
  passportNumber: fields
    .required()
    .max(20, 'tooLong')
    .regex(/^[A-Za-z0-9]{5,20}$/, 'invalidPassport'),
  passportExpiry: dateSchema,
  phone: fields.phone(),
});
export type PromoRequestInput = z.infer<typeof promoRequestInputSchema>;

export const promoRequestSchema = promoRequestInputSchema.extend({
  // A reply carries the stored value: the input's upper-casing transform has no place here.
  country: z.string(),
  passportExpiry: z.string(),
  id: z.number().int(),
  campaignId: z.number().int(),
  partner: z.object({ id: z.number().int(), login: z.string() }),
  level: z.number().int(),
  turnover: microSchema,
  status: z.enum(PROMO_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type PromoRequest = z.infer<typeof promoRequestSchema>;

/**
 * GET /api/client/promo: the current (or latest) campaign, whether it has ended, the caller's
 * first-line turnover within its dates, the level reached (0 = none) and the filed request.
 * POST /api/client/promo/requests: files the form (409 INVALID_STATE when not qualified, when
 * the campaign has ended or a request exists).
 */
export const clientPromoSchema = z.object({
  campaign: promoCampaignSchema.nullable(),
  ended: z.boolean(),
  turnover: microSchema,
  level: z.number().int(),
  request: promoRequestSchema.nullable(),
});
export type ClientPromo = z.infer<typeof clientPromoSchema>;

/** GET /api/admin/promo/partners (partners_promo_view): partners with a level in the campaign. */
export const promoPartnerSchema = z.object({
  partner: z.object({ id: z.number().int(), login: z.string(), name: z.string() }),
  turnover: microSchema,
  level: z.number().int(),
  prize: z.string(),
  prizeI18n: localizedTextSchema,
  requested: z.boolean(),
});
export const promoPartnerPageSchema = pageOf(promoPartnerSchema);
export const promoRequestPageSchema = pageOf(promoRequestSchema);
export const promoListQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  campaignId: idTextSchema.optional(),
});
