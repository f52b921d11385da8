import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Page } from 'shared-api';
import { apiError } from '../components/not-found-error';
import { toApiQuery, type ListSpec } from './list-query';
import { useListQuery } from './use-list-query';

/** A contract query schema (zod's `safeParse`): it checks and types a list's request. */
export interface QuerySchema<Q> {
  safeParse(value: unknown): { success: true; data: Q } | { success: false };
}

/**
 * A filtered list's URL state and its page. The URL's filters, already checked by `spec`, become
 * the request through the contract's query schema, so it is typed as the endpoint wants it
 * (ids as numbers, statuses as their enum, sort as `field:order`); `options` are the endpoint's query options from
 * shared-api. The previous page stays on screen while the next one loads.
 */
export function useContractList<S extends string, F extends string, Q, T, K extends QueryKey>(
  spec: ListSpec<S, F>,
  schema: QuerySchema<Q>,
  options: (query: Q) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
) {
  const [query, update] = useListQuery(spec);
  const params = toApiQuery(query);
  const parsed = schema.safeParse(params);
  // A URL the contract refuses fails as the server would answer it, without a request. The
  // endpoint's narrower key type only matters to callbacks these options do not set.
  const chosen = (
    parsed.success
      ? options(parsed.data)
      : {
          queryKey: ['invalid-list-query', params],
          queryFn: () => Promise.reject(apiError('VALIDATION_FAILED', 400)),
        }
  ) as UseQueryOptions<Page<T>, Error, Page<T>, QueryKey>;
  const page = useQuery({ ...chosen, placeholderData: keepPreviousData });
  const filtered = Object.keys(query.filters).length > 0;
  /** Removes every filter (back to the whole list, page 1). */
  const clearFilters = () =>
    update({
      filters: Object.fromEntries(
        Object.keys(spec.filters).map((name) => [name, undefined]),
      ) as Partial<Record<F, undefined>>,
    });
  return { query, update, page, filtered, clearFilters };
}
