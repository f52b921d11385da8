import type { WorkQueueName } from 'shared-api';
import { hrefOf } from 'shared-ui';
import type { AdminRouteKey } from '../i18n';
import { ADMIN_ROUTES, type AdminRoute } from './route-table';

/** A queue of GET /api/admin/work-queue: the list that holds it and the filter that shows it. */
export interface WorkQueueLink {
  name: WorkQueueName;
  list: AdminRoute;
  /** The list's URL filters showing only what waits (none: its default view already does). */
  filter: Readonly<Record<string, string>>;
}

function listOf(key: AdminRouteKey): AdminRoute {
  const route = ADMIN_ROUTES.find((r) => r.key === key && r.inMenu);
  if (!route) throw new Error(`work queue: no list screen ${key}`);
  return route;
}

/** The queues in display order; each shows to an admin holding its list's permission. */
export const WORK_QUEUES: readonly WorkQueueLink[] = [
  { name: 'pendingDeposits', list: listOf('deposits'), filter: { status: 'pending' } },
  { name: 'pendingWithdrawals', list: listOf('withdrawals'), filter: { status: 'pending' } },
  // The promo requests list shows the current campaign, which is what the server counts.
  { name: 'pendingPromoRequests', list: listOf('promoRequests'), filter: {} },
  { name: 'openSupportTickets', list: listOf('support'), filter: { status: 'open' } },
];

/** The link to a queue: its list, filtered to what waits. */
export function queueHref(base: string, queue: WorkQueueLink): string {
  const query = new URLSearchParams(queue.filter).toString();
  return `${hrefOf(base, queue.list.path)}${query ? `?${query}` : ''}`;
}
