import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from 'shared-api';

export interface PageChoice {
  page: number;
  pageSize: number;
}

export interface PagedQuery<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  pageSize: number;
  /** A new page size starts again at page 1. */
  setPage: (page: number, pageSize: number) => void;
}

/**
 * A server-paged history whose page lives in the screen's state (a screen may show several, so
 * not in the URL). The previous page stays on screen while the next one loads.
 */
export function usePagedQuery<T, K extends QueryKey>(
  options: (choice: PageChoice) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
  initialPageSize = 10,
): PagedQuery<T> {
  const [{ page, pageSize }, setChoice] = useState({ page: 1, pageSize: initialPageSize });
  const query = useQuery({ ...options({ page, pageSize }), placeholderData: keepPreviousData });
  return {
    query,
    page,
    pageSize,
    setPage: (next, size) => setChoice({ page: size === pageSize ? next : 1, pageSize: size }),
  };
}
