import type { ReactNode } from 'react';
import type { Permission } from 'shared-api';
import { useCan } from 'shared-api';
import { Forbidden } from './forbidden';

/**
 * Spec §2/§6: each route declares a permission. Without it the translated 403 page shows inside
 * the layout; the admin stays signed in.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const can = useCan();
  return can(permission) ? children : <Forbidden />;
}
