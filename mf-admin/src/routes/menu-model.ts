import type { IconName } from '../components/icon';
import type { AdminMenuGroup } from '../i18n';
import { ADMIN_ROUTES, MENU_GROUPS, type AdminRoute } from './route-table';

export interface MenuGroupModel {
  group: AdminMenuGroup;
  icon: IconName;
  routes: AdminRoute[];
}

/**
 * The menu an admin sees: the table's list screens they hold the permission for, by group.
 * Groups left empty are dropped.
 */
export function visibleMenu(can: (permission: string) => boolean): MenuGroupModel[] {
  return MENU_GROUPS.map(({ group, icon }) => ({
    group,
    icon,
    routes: ADMIN_ROUTES.filter((r) => r.inMenu && r.group === group && can(r.permission)),
  })).filter((g) => g.routes.length > 0);
}
