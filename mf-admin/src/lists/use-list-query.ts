import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListQuery, toSearchParams, type ListSpec, type ListState } from './list-query';

/** A change of the list state; `filters` given are merged (an empty value removes one). */
export type ListPatch<S extends string, F extends string> = Partial<
  Omit<ListState<S, F>, 'filters'>
> & { filters?: Partial<Record<F, string | undefined>> };

/**
 * The list state kept in the URL query: each change is a history entry, so back undoes it.
 * A change of the search or a filter goes back to page 1.
 */
export function useListQuery<S extends string, F extends string>(spec: ListSpec<S, F>) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(spec, params), [spec, params]);
  const update = useCallback(
    ({ filters, ...patch }: ListPatch<S, F>) => {
      const merged: Partial<Record<F, string>> = { ...query.filters };
      for (const [name, value] of Object.entries(filters ?? {}) as [F, string | undefined][]) {
        if (value) merged[name] = value;
        else delete merged[name];
      }
      const refilter = filters !== undefined || patch.search !== undefined;
      setParams(
        toSearchParams({
          ...query,
          ...(refilter ? { page: 1 } : {}),
          ...patch,
          filters: merged,
        }),
      );
    },
    [query, setParams],
  );
  return [query, update] as const;
}
