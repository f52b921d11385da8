import { sql, type SQL } from 'drizzle-orm';

/**
 * An `int[]` parameter sent as one text parameter (drizzle spreads a JS array into one parameter
 * per item, and a batch may hold thousands of ids).
 */
export const intArray = (ids: readonly number[]): SQL =>
  sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/**
 * `unnest(<node>.ancestors, <node>.sides)` as rows `<alias>(id, side)`: every binary ancestor of
 * the node with the side ('L' / 'R') the node lies on under it. `node` is a table alias.
 */
export const pathOf = (node: string, alias = 'a'): SQL =>
  sql.raw(`unnest(${node}.ancestors, string_to_array(${node}.sides, null)) as ${alias}(id, side)`);
