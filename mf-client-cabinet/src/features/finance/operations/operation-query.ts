import { OPERATION_TYPES, type OperationType } from 'shared-api';

export const OPERATION_PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

/** The operations screen's state, as the URL query holds it (reload and back keep it). */
export interface OperationState {
  page: number;
  pageSize: number;
  type?: OperationType;
  from?: string;
  to?: string;
}

const isType = (v: string | null): v is OperationType =>
  (OPERATION_TYPES as readonly string[]).includes(v ?? '');
const isoDay = (v: string | null): string | undefined =>
  v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined;
const positive = (v: string | null): number | null =>
  v && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : null;

/** Reads `?page&pageSize&type&from&to`; anything invalid falls back to the default. */
export function parseOperationQuery(params: URLSearchParams): OperationState {
  const size = positive(params.get('pageSize'));
  const type = params.get('type');
  return {
    page: positive(params.get('page')) ?? 1,
    pageSize:
      size && (OPERATION_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    ...(isType(type) ? { type } : {}),
    ...(isoDay(params.get('from')) ? { from: isoDay(params.get('from')) } : {}),
    ...(isoDay(params.get('to')) ? { to: isoDay(params.get('to')) } : {}),
  };
}

/** The URL query of a state; defaults are left out to keep links short. */
export function toOperationParams(state: OperationState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type) params.set('type', state.type);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}
