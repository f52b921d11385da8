import { z } from 'zod';
import { idSchema, tokenTextSchema } from './bounded';
import { fields } from './fields';
import { permissionSchema } from './permissions';
import { twoFactorChallengeSchema } from './two-factor';
import { pageOf } from './common';

export const adminLoginRequestSchema = z.object({
  login: fields.required(64),
  password: fields.required(128),
  captchaToken: tokenTextSchema.optional(),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminSessionSchema = z.object({
  token: z.string(),
  permissions: z.array(permissionSchema),
  user: adminUserSchema,
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** GET /api/user: the current admin. */
export const currentAdminSchema = adminSessionSchema.omit({ token: true });
export type CurrentAdmin = z.infer<typeof currentAdminSchema>;

export const loginAsRequestSchema = z.object({ partnerId: idSchema });
export const loginAsResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  url: z.string(),
});
export type LoginAsResponse = z.infer<typeof loginAsResponseSchema>;

export const ADMIN_USER_SORT_FIELDS = ['id', 'login', 'name', 'email', 'createdAt'] as const;
export const adminUserPageSchema = pageOf(adminUserSchema);

/** POST /api/admin/login: the session, or a 2FA challenge when the admin has 2FA on. */
export const adminLoginResponseSchema = z.union([adminSessionSchema, twoFactorChallengeSchema]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
