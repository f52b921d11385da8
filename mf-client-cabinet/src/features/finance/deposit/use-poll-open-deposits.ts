import { useEffect } from 'react';
import type { Deposit } from 'shared-api';
import type { PagedList } from '../../../hooks/use-paged-list';

/** How often the history is re-read while a deposit waits for the chain or an admin. */
export const DEPOSIT_POLL_MS = 10_000;

/**
 * Keeps the history live while one of its rows is awaiting payment or pending: the chain
 * watcher completes deposits on its own, so the row turns completed without a page reload.
 */
export function usePollOpenDeposits(history: PagedList<Deposit>): void {
  const open = history.data?.items.some(
    (d) => d.status === 'awaiting-payment' || d.status === 'pending',
  );
  const { reload } = history;
  useEffect(() => {
    if (!open) return undefined;
    const timer = setInterval(reload, DEPOSIT_POLL_MS);
    return () => clearInterval(timer);
  }, [open, reload]);
}
