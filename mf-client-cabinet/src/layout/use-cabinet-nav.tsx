import { useMemo } from 'react';
import type { NavModel, NavPlace } from 'shared-ui/frame';
import { Icon } from '../components/icon';
import { useCabinetT } from '../i18n';
import { CABINET_ROUTES, MENU_GROUPS, routeOf } from '../routes/route-table';

function locate(relativePath: string): NavPlace | undefined {
  const route = routeOf(relativePath);
  return route && { path: route.path, group: route.group };
}

/** The sider menu, built from the route table: every screen, by group, with its icon. */
export function useCabinetNav(): NavModel {
  const { t } = useCabinetT();
  return useMemo(
    () => ({
      groups: MENU_GROUPS.map(({ group, icon }) => ({
        key: group,
        label: t(`groups.${group}`),
        icon: <Icon name={icon} />,
        items: CABINET_ROUTES.filter((r) => r.group === group).map((route) => ({
          path: route.path,
          label: t(`routes.${route.key}.menu`),
          icon: <Icon name={route.icon} />,
        })),
      })),
      locate,
    }),
    [t],
  );
}
