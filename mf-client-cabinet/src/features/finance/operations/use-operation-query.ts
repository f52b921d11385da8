import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseOperationQuery, toOperationParams, type OperationState } from './operation-query';

/**
 * The operations screen's state in the URL query: each change is a history entry, so back undoes
 * it; a filter change goes back to page 1. A filter given as undefined is removed.
 */
export function useOperationQuery() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseOperationQuery(params), [params]);
  const update = useCallback(
    (patch: Partial<OperationState>) => {
      const refilter = 'type' in patch || 'from' in patch || 'to' in patch;
      setParams(toOperationParams({ ...state, ...(refilter ? { page: 1 } : {}), ...patch }));
    },
    [state, setParams],
  );
  return [state, update] as const;
}
