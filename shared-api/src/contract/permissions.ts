import { z } from 'zod';

/** Every admin permission of spec §6. The UI route table and the server declare these names only. */
export const PERMISSIONS = [
  'view-permissions',
  'create-users',
  'update-users',
  'view-users',
  'delete-users',
  'create-roles',
  'update-roles',
  'view-roles',
  'delete-roles',
  'create-partners',
  'update-partners',
  'view-partners',
  'delete-partners',
  'create-packages',
  'update-packages',
  'view-packages',
  'delete-packages',
  'update-transactions',
  'view-transactions',
  'update-balance',
  'view-client-logs',
  'view-statistics',
  'view-admin-logs',
  'view-client-profile',
  '2fa_manage',
  'partners_promo_view',
  'partners_promo_create',
] as const;

export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;
