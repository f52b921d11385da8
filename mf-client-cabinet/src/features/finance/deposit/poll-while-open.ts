import type { Query, QueryKey } from '@tanstack/react-query';
import type { Deposit, Page } from 'shared-api';

/** How often the history is re-read while a deposit waits for the chain or an admin. */
export const DEPOSIT_POLL_MS = 10_000;

/**
 * The history's `refetchInterval`: live while one of its rows is awaiting payment or pending,
 * since the chain watcher completes deposits on its own (the row turns completed without a page
 * reload); no polling otherwise.
 */
export function pollWhileOpen<K extends QueryKey>(
  query: Query<Page<Deposit>, Error, Page<Deposit>, K>,
) {
  const open = query.state.data?.items.some(
    (d) => d.status === 'awaiting-payment' || d.status === 'pending',
  );
  return open ? DEPOSIT_POLL_MS : false;
}
