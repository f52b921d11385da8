import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListQuery, toSearchParams, type UserListQuery } from './list-query';

/** The list state kept in the URL query: each change is a history entry, so back undoes it. */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(params), [params]);
  const update = useCallback(
    (patch: Partial<UserListQuery>) => setParams(toSearchParams({ ...query, ...patch })),
    [query, setParams],
  );
  return [query, update] as const;
}
