import type { UseQueryResult } from '@tanstack/react-query';

/** What the back-office's tables and record screens read of a TanStack query. */
export type QueryState<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching' | 'refetch'>;

/** The failure to show: none while a retry is on its way (the table or skeleton shows loading). */
export const shownError = (state: QueryState<unknown>): unknown =>
  state.isFetching ? null : state.error;

/** A Retry button's handler. */
export const retryOf = (state: QueryState<unknown>) => () => void state.refetch();
