/** The locally stored keys of spec §9. */
export const STORAGE_KEYS = {
  adminToken: 'adminToken',
  clientToken: 'clientToken',
  adminPermissions: 'adminPermissions',
  username: 'username',
} as const;

/** Spec §9: the name shown when no admin name is stored. */
export const DEFAULT_USERNAME = 'Admin';
