import { filterValue, type ListSpec } from '../lists';
import type { MoneyFilter } from './money-filters';

/**
 * A money list's URL state: no sort (the server lists newest first), the partner and period of
 * every money list, and the list's own enum filters (each value checked against its enum).
 */
export function moneyListSpec<F extends string>(
  enums: Record<F, readonly string[]>,
): ListSpec<never, F | MoneyFilter> {
  const own = Object.fromEntries(
    Object.entries<readonly string[]>(enums).map(([name, values]) => [
      name,
      filterValue.oneOf(values),
    ]),
  ) as Record<F, (raw: string) => string | null>;
  return {
    sortFields: [],
    filters: {
      ...own,
      partnerId: filterValue.positiveId,
      from: filterValue.isoDate,
      to: filterValue.isoDate,
    },
  };
}
