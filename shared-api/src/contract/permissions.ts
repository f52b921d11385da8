import { z } from 'zod';

/** Every admin permission of spec §6 (and the few beyond it, marked). The UI route table and the server declare these names only. */
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
  // Beyond spec §6 (issue 13 item 3): the support desk's tickets, read and handled.
  'view-support',
  'manage-support',
] as const;

export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

/** Groups of the roles screen's checklist and of the permissions list, in display order. */
export const PERMISSION_GROUPS = {
  users: ['view-users', 'create-users', 'update-users', 'delete-users'],
  roles: ['view-roles', 'create-roles', 'update-roles', 'delete-roles', 'view-permissions'],
  partners: [
    'view-partners',
    'create-partners',
    'update-partners',
    'delete-partners',
    'view-client-profile',
    'update-balance',
  ],
  packages: ['view-packages', 'create-packages', 'update-packages', 'delete-packages'],
  transactions: ['view-transactions', 'update-transactions'],
  logs: ['view-admin-logs', 'view-client-logs'],
  statistics: ['view-statistics'],
  security: ['2fa_manage'],
  promo: ['partners_promo_view', 'partners_promo_create'],
  support: ['view-support', 'manage-support'],
} as const satisfies Record<string, readonly Permission[]>;
export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
