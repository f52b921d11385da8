import { z } from 'zod';
import { textSchema, tokenTextSchema } from './bounded';
import { twoFactorChallengeSchema } from './two-factor';
import { fields } from './fields';
import { languageSchema } from './common';

export const registerRequestSchema = z.object({
  firstName: fields.latinName(),
  lastName: fields.latinName(),
  email: fields.email(),
  login: fields.login(),
  phone: fields.phone(),
  partnerCode: fields.partnerCode(),
  language: languageSchema.optional(),
  captchaToken: tokenTextSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const setPasswordRequestSchema = z.object({
  token: fields.required(),
  password: fields.password(),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

export const clientLoginRequestSchema = z.object({
  login: fields.required(254),
  password: fields.required(128),
  captchaToken: tokenTextSchema.optional(),
});
export type ClientLoginRequest = z.infer<typeof clientLoginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: fields.email(),
  language: languageSchema.optional(),
  captchaToken: tokenTextSchema.optional(),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** GET /api/auth/invitation/{code}: any text up to 32 characters (the answer says if valid). */
export const invitationParamSchema = z.object({ code: textSchema(32) });

export const clientTokenSchema = z.object({ token: z.string() });

export const sponsorSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  partnerCode: z.string(),
});

/** The signed-in partner (GET /api/client/me). Balances in micro-units as decimal strings. */
export const partnerMeSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  partnerCode: z.string(),
  active: z.boolean(),
  registeredAt: z.string(),
  sponsor: sponsorSchema.nullable(),
  avatarUrl: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** Set when an admin opened this cabinet through login-as. */
  impersonated: z.boolean(),
  balances: z.object({ GTC: z.string(), USDT: z.string() }),
});
export type PartnerMe = z.infer<typeof partnerMeSchema>;

/** Public check of an invitation code, for the signup form (GET /api/auth/invitation/:code). */
export const invitationSchema = z.object({
  valid: z.boolean(),
  sponsorLogin: z.string().optional(),
});

/** POST /api/auth/login: a token, or a 2FA challenge when the partner has 2FA on. */
export const clientLoginResponseSchema = z.union([clientTokenSchema, twoFactorChallengeSchema]);
export type ClientLoginResponse = z.infer<typeof clientLoginResponseSchema>;
