import { Breadcrumb, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { hrefOf, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { ADMIN_ROUTES, type AdminRoute } from '../routes/route-table';

/**
 * The trail of a create, show or edit screen: group / list / record, the list a link back. It
 * comes from the route table (the route's group and parent), so a new screen gets one for free.
 */
function RouteBreadcrumb({ route }: { route: AdminRoute }) {
  const { t } = useAdminT();
  const base = useBasePath();
  const { id } = useParams();
  const list = ADMIN_ROUTES.find((r) => r.inMenu && r.path === route.parent);
  if (!list) return null;
  const group = t(`groups.${route.group}`);
  const listLabel = t(`routes.${list.key}`);
  const here = `${t(`routes.${route.key}`)}${id ? ` #${id}` : ''}`;
  return (
    <Breadcrumb
      aria-label={t('breadcrumb.label')}
      items={[
        // A group named as its only list (Users / Users) would say the same thing twice.
        ...(group === listLabel ? [] : [{ title: group }]),
        { title: <Link to={hrefOf(base, list.path)}>{listLabel}</Link> },
        { title: <span aria-current="page">{here}</span> },
      ]}
    />
  );
}

/** A screen reached from a list, under its breadcrumb trail. */
export function WithBreadcrumb({ route, children }: { route: AdminRoute; children: ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <RouteBreadcrumb route={route} />
      {children}
    </Flex>
  );
}
