export const DOWNLINE_PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;
/** The structure is listed to depth 6 (spec §9). */
export const DOWNLINE_LINES = [1, 2, 3, 4, 5, 6] as const;

/** A downline list's state, as the URL query holds it (reload and back keep it). */
export interface DownlineState {
  page: number;
  pageSize: number;
  line?: number;
  search?: string;
}

const positive = (v: string | null): number | null =>
  v && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : null;

/** Reads `?line&search&page&pageSize`; anything invalid falls back to the default. */
export function parseDownlineQuery(params: URLSearchParams): DownlineState {
  const size = positive(params.get('pageSize'));
  const line = positive(params.get('line'));
  const search = params.get('search')?.trim().slice(0, 100);
  return {
    page: positive(params.get('page')) ?? 1,
    pageSize:
      size && (DOWNLINE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    ...(line && (DOWNLINE_LINES as readonly number[]).includes(line) ? { line } : {}),
    ...(search ? { search } : {}),
  };
}

/** The URL query of a state; defaults are left out to keep links short. */
export function toDownlineParams(state: DownlineState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.line) params.set('line', String(state.line));
  if (state.search) params.set('search', state.search);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}
