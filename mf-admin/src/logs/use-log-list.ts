import { useMemo } from 'react';
import type { LogQuery, Page } from 'shared-api';
import { toApiQuery, useListQuery, useLoad } from '../lists';
import { logListSpec } from './log-query';

/** A log screen's URL state and the page it asks `list` for. */
export function useLogList<T>(
  actions: readonly string[],
  list: (query: Partial<LogQuery>) => Promise<Page<T>>,
) {
  const spec = useMemo(() => logListSpec(actions), [actions]);
  const [query, update] = useListQuery(spec);
  const { actorId, ...rest } = toApiQuery(query);
  const request: Partial<LogQuery> = { ...rest, ...(actorId ? { actorId: Number(actorId) } : {}) };
  const page = useLoad(JSON.stringify(request), () => list(request));
  return { spec, query, update, page };
}
