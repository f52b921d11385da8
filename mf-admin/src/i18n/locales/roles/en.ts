/** The roles screens' strings (reference locale), merged into en.ts. */
export const rolesEn = {
  roles: {
    searchPlaceholder: 'Search by name',
    create: 'New role',
    empty: 'No roles yet',
    loadFailed: 'The roles could not be loaded',
    saved: 'Role saved',
    selectAll: 'Select all',
    selectAllOf: 'Select all: {{group}}',
    noPermissions: 'No permissions',
    columns: {
      id: 'ID',
      name: 'Name',
      permissions: 'Permissions',
      userCount: 'Users',
      createdAt: 'Created',
      actions: 'Actions',
    },
  },
} as const;
