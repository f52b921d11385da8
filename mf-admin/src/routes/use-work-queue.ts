import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession, workQueueQueryOptions } from 'shared-api';
import { WORK_QUEUES, type WorkQueueLink } from './work-queues';

interface QueueCount extends WorkQueueLink {
  count: number;
}

/**
 * The queues the admin may open, with their counts once the server answered (polled every
 * minute). Nothing is asked for an admin who may open none; a failed read shows no counts.
 */
export function useWorkQueue(): readonly QueueCount[] {
  const permissions = useSession((s) => s.adminPermissions);
  const allowed = useMemo(
    () => WORK_QUEUES.filter((q) => permissions.includes(q.list.permission)),
    [permissions],
  );
  const { data } = useQuery({ ...workQueueQueryOptions(), enabled: allowed.length > 0 });
  return useMemo(
    () =>
      allowed.flatMap((q) => {
        const count = data?.[q.name];
        return count === undefined ? [] : [{ ...q, count }];
      }),
    [allowed, data],
  );
}
