import { useMemo } from 'react';
import { useSession } from 'shared-api';
import type { NavModel, NavPlace } from 'shared-ui/frame';
import { Icon } from '../components/icon';
import { useAdminT } from '../i18n';
import { menuPathOf, routeOf } from '../routes/match-route';
import { visibleMenu } from '../routes/menu-model';
import { useWorkQueue } from '../routes/use-work-queue';
import { QueueBadge } from './queue-badge';

/** A detail screen lights up the list it belongs to. */
function locate(relativePath: string): NavPlace | undefined {
  const route = routeOf(relativePath);
  return route && { path: menuPathOf(route), group: route.group };
}

/**
 * The permission-driven menu: only the list screens the admin holds the permission for, each
 * queue's list with the count of what waits there (its group too, for when it is closed).
 */
export function useAdminNav(): NavModel {
  const { t } = useAdminT();
  const permissions = useSession((s) => s.adminPermissions);
  const queues = useWorkQueue();
  return useMemo(() => {
    const waiting = new Map(queues.map((q) => [q.list.path, q.count]));
    return {
      groups: visibleMenu((p) => permissions.includes(p)).map(({ group, icon, routes }) => {
        const inGroup = routes.reduce((sum, route) => sum + (waiting.get(route.path) ?? 0), 0);
        return {
          key: group,
          label: t(`groups.${group}`),
          icon: <Icon name={icon} />,
          ...(inGroup > 0 ? { badge: <QueueBadge count={inGroup} /> } : {}),
          items: routes.map((route) => {
            const count = waiting.get(route.path) ?? 0;
            return {
              path: route.path,
              label: t(`routes.${route.key}`),
              ...(count > 0 ? { badge: <QueueBadge count={count} /> } : {}),
            };
          }),
        };
      }),
      locate,
    };
  }, [t, permissions, queues]);
}
