import { z } from 'zod';
import { fields } from './fields';

/** Social networks of the profile; each handle starts with @ (spec §5). */
export const SOCIAL_NETWORKS = ['telegram', 'instagram', 'facebook', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Avatars: these types only, checked by content (magic bytes) on the server. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Default size limit; the server's setting `AVATAR_MAX_BYTES` may lower or raise it. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** An optional profile field: empty means "not given" (stored as null). */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]).optional();

/** GET /api/client/profile. */
export const profileSchema = z.object({
  login: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  birthDate: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  socials: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
  avatarUrl: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/client/profile: login and email are not editable here. */
export const profileUpdateSchema = z.object({
  firstName: fields.latinName(),
  lastName: fields.latinName(),
  phone: fields.phone(),
  birthDate: optional(fields.birthDate()),
  country: optional(fields.country()),
  countryCode: optional(fields.countryCode()),
  socials: z.partialRecord(z.enum(SOCIAL_NETWORKS), optional(fields.socialHandle())).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** POST /api/client/profile/avatar (multipart, field `avatar`). */
export const avatarSchema = z.object({ avatarUrl: z.string() });

/** POST /api/client/security/password: a code is needed too when 2FA is on. */
export const passwordChangeSchema = z.object({
  currentPassword: fields.required().max(128, 'tooLong'),
  password: fields.password(),
  code: fields.twoFaCode().optional(),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
