import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { withoutJit } from '../../../db/without-jit';
import { queryRows } from '../../ledger/sql-rows';

const SEARCH_LIMIT = 20;

/** Below this many descendants the search walks the caller's subtree instead of the logins. */
const SMALL_SUBTREE = 5_000;

/** Logins are ASCII letters, digits and `_.-` (contract fields): anything else finds nobody. */
const LOGIN_PREFIX = /^[a-z0-9_.-]+$/;

export type SearchHit = { id: number; login: string; depth: number };

/**
 * The caller's descendants whose login starts with `text` (case-insensitive), by login, at most
 * 20, with their depth below the caller. A small subtree (the cached leg counts tell its size)
 * is walked down its parent links; a large one is searched from the lower(login) index, node W
 * being below the caller exactly when W.ancestors[caller depth + 1] is the caller. The login
 * prefix is a range of that index (LIKE uses it only under the plain C collation; the range is
 * complete under any byte-ordered one, such as C.UTF-8), checked exactly by starts_with.
 */
export async function searchTree(
  db: Db,
  callerId: number,
  text: string,
  smallSubtree = SMALL_SUBTREE,
): Promise<SearchHit[]> {
  const prefix = text.trim().toLowerCase();
  if (!LOGIN_PREFIX.test(prefix)) return [];
  // Short reads whose estimates can pass JIT's thresholds on tables not yet analysed.
  return withoutJit(db, (tx) => searchFrom(tx, callerId, prefix, smallSubtree));
}

async function searchFrom(
  db: Db,
  callerId: number,
  prefix: string,
  smallSubtree: number,
): Promise<SearchHit[]> {
  const [caller] = await queryRows<{ depth: number; size: number }>(
    db,
    sql`select depth, left_count + right_count as size from binary_nodes where partner_id = ${callerId}`,
  );
  if (!caller || caller.size === 0) return [];
  const upper = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  const loginMatches = sql`lower(p.login) >= ${prefix} and lower(p.login) < ${upper}
    and starts_with(lower(p.login), ${prefix})`;
  if (caller.size < smallSubtree) {
    return queryRows<SearchHit>(
      db,
      sql`with recursive below(id, depth) as (
        select c.partner_id, 1 from binary_nodes c where c.parent_id = ${callerId}
        union all
        select c.partner_id, b.depth + 1 from below b join binary_nodes c on c.parent_id = b.id
      )
      select p.id, p.login, b.depth
      from below b join partners p on p.id = b.id
      where ${loginMatches}
      order by lower(p.login)
      limit ${SEARCH_LIMIT}`,
    );
  }
  return queryRows<SearchHit>(
    db,
    sql`select p.id, p.login, (n.depth - ${caller.depth})::int as depth
    from partners p join binary_nodes n on n.partner_id = p.id
    where ${loginMatches}
      and n.depth > ${caller.depth} and n.ancestors[${caller.depth + 1}] = ${callerId}
    order by lower(p.login)
    limit ${SEARCH_LIMIT}`,
  );
}
