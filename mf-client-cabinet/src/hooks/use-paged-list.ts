import { useState } from 'react';
import type { Page } from 'shared-api';
import { useLoad, type Loaded } from './use-load';

export interface PagedList<T> extends Loaded<Page<T>> {
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize: number) => void;
}

/**
 * A server-paged history kept in the screen's state (a screen may show several, so not in the
 * URL). `load` must read only its argument.
 */
export function usePagedList<T>(
  load: (query: { page: number; pageSize: number }) => Promise<Page<T>>,
  initialPageSize = 10,
): PagedList<T> {
  const [{ page, pageSize }, setQuery] = useState({ page: 1, pageSize: initialPageSize });
  const loaded = useLoad(`${page}:${pageSize}`, () => load({ page, pageSize }));
  return {
    ...loaded,
    page,
    pageSize,
    setPage: (next, size) => setQuery({ page: size === pageSize ? next : 1, pageSize: size }),
  };
}
