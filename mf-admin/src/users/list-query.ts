import { ADMIN_USER_SORT_FIELDS, type ListQuery } from 'shared-api';

export type UserSortField = (typeof ADMIN_USER_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** The users list's state, as the URL query holds it (so reload and back keep it). */
export interface UserListQuery {
  page: number;
  pageSize: number;
  sort: { field: UserSortField; order: SortOrder } | null;
  search: string;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const isSortField = (v: unknown): v is UserSortField =>
  typeof v === 'string' && (ADMIN_USER_SORT_FIELDS as readonly string[]).includes(v);

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/** Reads `?page&pageSize&sort=field:asc&search`; anything invalid falls back to the default. */
export function parseListQuery(params: URLSearchParams): UserListQuery {
  const size = positiveInt(params.get('pageSize'));
  const [field, order] = (params.get('sort') ?? '').split(':');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: isSortField(field) && (order === 'asc' || order === 'desc') ? { field, order } : null,
    search: (params.get('search') ?? '').trim().slice(0, 100),
  };
}

/** The URL query of a state; defaults are left out to keep links short. */
export function toSearchParams(query: UserListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  if (query.sort) params.set('sort', `${query.sort.field}:${query.sort.order}`);
  if (query.search) params.set('search', query.search);
  return params;
}

/** The request of GET /api/admin/users for a state. */
export function toApiQuery(query: UserListQuery): Partial<ListQuery> {
  return {
    page: query.page,
    pageSize: query.pageSize,
    ...(query.sort ? { sort: `${query.sort.field}:${query.sort.order}` } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
}
