import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseDownlineQuery, toDownlineParams, type DownlineState } from './downline-query';

/**
 * A downline list's state in the URL query: each change is a history entry, so back undoes it;
 * a filter change goes back to page 1. A filter given as undefined is removed.
 */
export function useDownlineQuery() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseDownlineQuery(params), [params]);
  const update = useCallback(
    (patch: Partial<DownlineState>) => {
      const refilter = 'line' in patch || 'search' in patch;
      setParams(toDownlineParams({ ...state, ...(refilter ? { page: 1 } : {}), ...patch }));
    },
    [state, setParams],
  );
  return [state, update] as const;
}
