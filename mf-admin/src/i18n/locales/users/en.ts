/** The users screens' strings (reference locale), merged into en.ts. */
export const usersEn = {
  users: {
    searchPlaceholder: 'Search by login, name or email',
    create: 'New user',
    empty: 'No users yet',
    loadFailed: 'The users could not be loaded',
    noRoles: 'No roles',
    roleFilter: 'Role',
    password: 'Password',
    passwordKeep: 'Leave empty to keep the current password',
    rolesPlaceholder: 'Choose roles',
    saved: 'User saved',
    columns: {
      id: 'ID',
      login: 'Login',
      name: 'Name',
      email: 'Email',
      roles: 'Roles',
      createdAt: 'Created',
      actions: 'Actions',
    },
  },
} as const;
