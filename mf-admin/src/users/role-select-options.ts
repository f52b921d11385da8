import type { RoleOptions } from 'shared-api';

/** The assignable roles (role-options) as a select's options; none while they load. */
export const roleSelectOptions = (roles: RoleOptions['items'] | undefined) =>
  (roles ?? []).map((role) => ({ value: role.id, label: role.name }));
