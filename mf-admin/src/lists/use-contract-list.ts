import type { Page } from 'shared-api';
import { apiError } from '../components/not-found-error';
import { toApiQuery, type ListSpec } from './list-query';
import { useListQuery } from './use-list-query';
import { useLoad } from './use-load';

/** A contract query schema (zod's `safeParse`): it checks and types a list's request. */
export interface QuerySchema<Q> {
  safeParse(value: unknown): { success: true; data: Q } | { success: false };
}

/**
 * A filtered list's URL state and its page. The URL's filters, already checked by `spec`, become
 * the request through the contract's query schema, so it is typed as the endpoint wants it
 * (ids as numbers, statuses as their enum).
 */
export function useContractList<F extends string, Q, T>(
  spec: ListSpec<never, F>,
  schema: QuerySchema<Q>,
  list: (query: Q) => Promise<Page<T>>,
) {
  const [query, update] = useListQuery(spec);
  const params = toApiQuery(query);
  const page = useLoad(JSON.stringify(params), () => {
    const parsed = schema.safeParse(params);
    return parsed.success ? list(parsed.data) : Promise.reject(apiError('VALIDATION_FAILED', 400));
  });
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
