import { listQuerySchema, textSchema } from 'shared-api/contract';

export type SortDir = 'asc' | 'desc';
export type Sort<F extends string> = { field: F; dir: SortDir };

/**
 * The contract's `?page&pageSize&sort=field:dir&search` with `sort` restricted to `fields`;
 * a bad sort is a 422 with `fields.sort = 'invalidSort'`.
 */
export function sortableListQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return listQuerySchema.extend({ sort: sortParam(fields) });
}

/** The `sort` parameter alone, for list queries that extend the common one (filters). */
export function sortParam<const F extends readonly [string, ...string[]]>(fields: F) {
  return textSchema(64)
    .regex(/^[A-Za-z]+:(asc|desc)$/, 'invalidSort')
    .refine((v) => fields.includes(v.split(':')[0] ?? ''), 'invalidSort')
    .optional();
}

export function parseSort<F extends string>(
  sort: string | undefined,
  fields: readonly F[],
  fallback: Sort<F>,
): Sort<F> {
  if (!sort) return fallback;
  const [field, dir] = sort.split(':');
  const known = fields.find((f) => f === field);
  return known && (dir === 'asc' || dir === 'desc') ? { field: known, dir } : fallback;
}

/** An ILIKE pattern matching `search` anywhere, with its wildcards escaped. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
