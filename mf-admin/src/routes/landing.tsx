import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCan, type Permission } from 'shared-api';
import { hrefOf, useBasePath } from 'shared-ui';
import { visibleMenu } from './menu-model';
import { WorkQueueCards } from './work-queue-cards';

/**
 * /admin/manage itself: the users list, under what waits for the admin (the queues they may
 * open, each card one click from its list filtered to what waits). For an admin who may not see
 * users: the first screen of their menu instead, so a limited admin never lands on "access
 * denied" after signing in (the menu's badges still count what waits). With no screen at all,
 * the 403 page (inside `children`) says so.
 */
export function Landing({ permission, children }: { permission: Permission; children: ReactNode }) {
  const can = useCan();
  const base = useBasePath();
  if (can(permission)) {
    return (
      <Flex vertical gap={24}>
        <WorkQueueCards />
        {children}
      </Flex>
    );
  }
  const first = visibleMenu(can)[0]?.routes[0];
  return first ? <Navigate to={hrefOf(base, first.path)} replace /> : children;
}
