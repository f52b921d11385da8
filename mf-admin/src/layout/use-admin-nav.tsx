import { useMemo } from 'react';
import { useSession } from 'shared-api';
import type { NavModel, NavPlace } from 'shared-ui';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { menuPathOf, routeOf } from '../routes/match-route';
import { visibleMenu } from '../routes/menu-model';

/** A detail screen lights up the list it belongs to. */
function locate(relativePath: string): NavPlace | undefined {
  const route = routeOf(relativePath);
  return route && { path: menuPathOf(route), group: route.group };
}

/** The permission-driven menu: only the list screens the admin holds the permission for. */
export function useAdminNav(): NavModel {
  const { t } = useAdminT();
  const permissions = useSession((s) => s.adminPermissions);
  return useMemo(
    () => ({
      groups: visibleMenu((p) => permissions.includes(p)).map(({ group, icon, routes }) => ({
        key: group,
        label: t(`groups.${group}`),
        icon: <Icon name={icon} />,
        items: routes.map((route) => ({ path: route.path, label: t(`routes.${route.key}`) })),
      })),
      locate,
    }),
    [t, permissions],
  );
}
