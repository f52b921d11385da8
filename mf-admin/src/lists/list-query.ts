export type SortOrder = 'asc' | 'desc';

/** A list screen's state, as the URL query holds it (so reload and back keep it). */
export interface ListState<S extends string = string, F extends string = string> {
  page: number;
  pageSize: number;
  sort: { field: S; order: SortOrder } | null;
  search: string;
  /** Only the filters set, each as its (validated) URL text. */
  filters: Partial<Record<F, string>>;
}

/** What a list accepts from the URL: its sortable fields and its filters with their checks. */
export interface ListSpec<S extends string = string, F extends string = string> {
  sortFields: readonly S[];
  /** Each filter's URL value check: the value to keep, or null to drop it. */
  filters: Record<F, (raw: string) => string | null>;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Filter checks shared by the lists. */
export const filterValue = {
  positiveId: (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? raw : null),
  oneOf:
    (values: readonly string[]) =>
    (raw: string): string | null =>
      values.includes(raw) ? raw : null,
  /** A real calendar day `YYYY-MM-DD` (2026-02-30 is not one). */
  isoDate: (raw: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
    const day = new Date(`${raw}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(raw) ? raw : null;
  },
};

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

export function isSortField<S extends string>(spec: ListSpec<S>, v: unknown): v is S {
  return typeof v === 'string' && (spec.sortFields as readonly string[]).includes(v);
}

/** Reads `?page&pageSize&sort=field:asc&search&<filters>`; anything invalid falls back. */
export function parseListQuery<S extends string, F extends string>(
  spec: ListSpec<S, F>,
  params: URLSearchParams,
): ListState<S, F> {
  const size = positiveInt(params.get('pageSize'));
  const [field, order] = (params.get('sort') ?? '').split(':');
  const filters: Partial<Record<F, string>> = {};
  for (const [name, check] of Object.entries(spec.filters) as [
    F,
    (raw: string) => string | null,
  ][]) {
    const value = check((params.get(name) ?? '').trim());
    if (value) filters[name] = value;
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort:
      isSortField(spec, field) && (order === 'asc' || order === 'desc') ? { field, order } : null,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    filters,
  };
}

/** The URL query of a state; defaults are left out to keep links short. */
export function toSearchParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.sort) params.set('sort', `${state.sort.field}:${state.sort.order}`);
  if (state.search) params.set('search', state.search);
  for (const [name, value] of Object.entries(state.filters)) {
    if (typeof value === 'string' && value) params.set(name, value);
  }
  return params;
}

/** The request params of a state: page and size always, the rest only when set. */
export function toApiQuery<S extends string, F extends string>(state: ListState<S, F>) {
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(state.sort ? { sort: `${state.sort.field}:${state.sort.order}` } : {}),
    ...(state.search ? { search: state.search } : {}),
    ...state.filters,
  };
}
