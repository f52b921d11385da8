import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { apiError } from './not-found-error';

/** The `:id` of a show or edit route, or null when it is not a positive integer. */
export function useRecordId(): number | null {
  const { id } = useParams();
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/**
 * The route's record through its endpoint's query options (shared-api). An id that cannot exist
 * fails as the server would answer an unknown one (404 NOT_FOUND), so the screen shows the same
 * not-found state without a request.
 */
export function useRecordQuery<T, K extends QueryKey>(
  options: (id: number) => UseQueryOptions<T, Error, T, K>,
) {
  const id = useRecordId();
  // The endpoint's narrower key type only matters to callbacks these options do not set.
  const record = useQuery(
    (id === null
      ? { queryKey: ['no-record'], queryFn: () => Promise.reject(apiError('NOT_FOUND')) }
      : options(id)) as UseQueryOptions<T, Error, T, QueryKey>,
  );
  return { id, record };
}
