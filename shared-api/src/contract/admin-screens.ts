import type { Permission } from './permissions';

/**
 * Spec §2: every child path of /admin/manage with the permission it declares. The admin route
 * table (mf-admin) and the server's route declarations are both checked against this one table.
 */
export const ADMIN_SCREEN_PERMISSIONS = {
  '': 'view-users',
  'settings/two-fa': '2fa_manage',
  'users/create': 'create-users',
  'users/edit/{id}': 'update-users',
  'users/show/{id}': 'view-users',
  permissions: 'view-permissions',
  roles: 'view-roles',
  'roles/create': 'create-roles',
  'roles/edit/{id}': 'update-roles',
  'roles/show/{id}': 'view-roles',
  partners: 'view-partners',
  'partners/create': 'create-partners',
  'partners/edit/{id}': 'update-partners',
  'partners/show/{id}': 'view-partners',
  'partners/change-partner-balance/{id}': 'update-balance',
  packages: 'view-packages',
  'packages/create': 'create-packages',
  'packages/edit/{id}': 'update-packages',
  'packages/show/{id}': 'view-packages',
  transactions: 'view-transactions',
  'transactions/show/{id}': 'view-transactions',
  'transactions/edit/{id}': 'update-transactions',
  'transactions/withdrawal': 'view-transactions',
  'transactions/withdrawals/show/{id}': 'view-transactions',
  'transactions/withdrawals/edit/{id}': 'update-transactions',
  'transactions/deposit': 'view-transactions',
  'transactions/deposit/show/{id}': 'view-transactions',
  'transactions/deposit/edit/{id}': 'update-transactions',
  'transactions/transfer': 'view-transactions',
  'transactions/transfer/show/{id}': 'view-transactions',
  'admin-logs': 'view-admin-logs',
  'client-logs': 'view-client-logs',
  'partner-logs': 'view-client-logs',
  statistics: 'view-statistics',
  'promo-partners': 'partners_promo_view',
  'promo-requests': 'partners_promo_view',
  'promo-requests/{id}': 'partners_promo_view',
  /** Beyond the spec's table: the admin-editable numbers of business-rules.md (Money, Finance). */
  'settings/finance': 'update-transactions',
  /** Beyond the spec's table: the chain watcher's payments queue and settings (issue 16). */
  'transactions/chain': 'view-transactions',
  'settings/chain': 'update-transactions',
  /** Beyond the spec's table: the support desk and its contacts (issue 13), own permissions. */
  support: 'view-support',
  'support/show/{id}': 'view-support',
  'settings/support': 'manage-support',
} as const satisfies Record<string, Permission>;
export type AdminScreenPath = keyof typeof ADMIN_SCREEN_PERMISSIONS;
