import { z } from 'zod';
import { fields } from './fields';
import { pageOf } from './common';
import { permissionSchema } from './permissions';

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(permissionSchema),
  /** Admin users holding the role. */
  userCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** POST /api/admin/roles (create-roles), PUT /api/admin/roles/{id} (update-roles). */
export const roleInputSchema = z.object({
  name: fields.required(64),
  permissions: z.array(permissionSchema),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

export const ROLE_SORT_FIELDS = ['id', 'name', 'createdAt'] as const;
export const rolePageSchema = pageOf(roleSchema);

/** GET /api/admin/permissions (view-permissions): every permission with the roles holding it. */
export const permissionListSchema = z.object({
  items: z.array(
    z.object({
      name: permissionSchema,
      roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type PermissionList = z.infer<typeof permissionListSchema>;
