import { z } from 'zod';
import { idSchema, idTextSchema } from './bounded';
import { fields } from './fields';
import { listQuerySchema } from './common';

const roleIds = z.array(idSchema).max(100);

/** POST /api/admin/users (create-users). */
export const adminUserCreateSchema = z.object({
  login: fields.login(),
  name: fields.required(64),
  email: fields.email(),
  password: fields.password(),
  roleIds,
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

/** PUT /api/admin/users/{id} (update-users). An empty or absent password keeps the old one. */
export const adminUserUpdateSchema = adminUserCreateSchema.extend({
  password: z.union([z.literal(''), fields.password()]).optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** GET /api/admin/users: the common list query plus a role filter. */
export const adminUserListQuerySchema = listQuerySchema.extend({
  roleId: idTextSchema.optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** GET /api/admin/users/role-options (view-users): the roles a user form can assign. */
export const roleOptionsSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type RoleOptions = z.infer<typeof roleOptionsSchema>;
