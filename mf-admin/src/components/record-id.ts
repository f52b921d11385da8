import { useParams } from 'react-router-dom';
import { apiError } from './not-found-error';

/** The `:id` of a show or edit route, or null when it is not a positive integer. */
export function useRecordId(): number | null {
  const { id } = useParams();
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
}

/**
 * Loads a record by the route's id; an id that cannot exist fails as the server would answer an
 * unknown one (404 NOT_FOUND), so the screen shows the same not-found state without a request.
 */
export function loadById<T>(id: number | null, load: (id: number) => Promise<T>): Promise<T> {
  return id === null ? Promise.reject(apiError('NOT_FOUND')) : load(id);
}
