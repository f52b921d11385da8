import { sql, type SQL } from 'drizzle-orm';
import type { BinaryNode, BinarySide, BinaryStructure } from 'shared-api/contract';
import type { Db } from '../../../db/types';
import { withoutJit } from '../../../db/without-jit';
import { notFound } from '../../../http/app-error';
import { queryRows } from '../../ledger/sql-rows';

type NodeRow = Omit<BinaryNode, 'left' | 'right'> & { parentId: number | null };

/**
 * Crumbs kept after the caller on a deep zoom, down to the root: the rest are skipped (counted),
 * so a page 10 000 levels down reads a dozen partners for its path, not 10 000, and a phone shows
 * a path it can fit. Each crumb opens its node, whose page shows the crumbs above it.
 */
export const PATH_TAIL = 10;

/**
 * The caller's binary structure from `rootId` (the caller by default) down `depth` levels
 * (1 = the root alone), and the root's path from the caller. The root must be the caller or one
 * of their descendants (the caller is one of its ancestors), else 404: nobody sees another
 * branch. Each level is one index lookup per node of the level above (parent_id, side), and
 * the path comes from the root's ancestor list, so the cost does not grow with the tree.
 */
export async function loadStructure(
  db: Db,
  input: { callerId: number; rootId?: number | undefined; depth: number },
): Promise<BinaryStructure> {
  const rootId = input.rootId ?? input.callerId;
  // One statement: the levels by a recursive walk, the rows by primary key through an array of
  // the ids found (the planner cannot size a recursive CTE and would rather hash whole tables
  // than join it; `= any(array(...))` stays an index lookup per id). Its estimate can still pass
  // JIT's thresholds on tables not yet analysed (1.2 s of compiling at a million), hence no JIT.
  const [page] = await withoutJit(db, (tx) =>
    queryRows<{
      path: BinaryStructure['path'] | null;
      total: number | null;
      rows: NodeRow[] | null;
    }>(
      tx,
      sql`with recursive sub(id, level) as (
      select p.id, 1 from partners p
      where p.id = ${rootId}
        and (p.sponsor_id is null or exists (select 1 from binary_nodes n where n.partner_id = p.id))
      union all
      select c.partner_id, s.level + 1 from sub s
      join binary_nodes c on c.parent_id = s.id
      where s.level < ${input.depth}
    ),
    path as (${pathFromCaller(input.callerId, rootId)}),
    page_rows as (
      select p.id, p.login, p.first_name as "firstName", p.last_name as "lastName", p.active,
        n.parent_id as "parentId", n.side,
        coalesce(n.left_volume, 0)::text as "leftVolume", coalesce(n.right_volume, 0)::text as "rightVolume",
        coalesce(n.left_count, 0) as "leftCount", coalesce(n.right_count, 0) as "rightCount",
        pk.name as "packageName",
        case when pk.name is not null
          then coalesce(pk.name_i18n, jsonb_build_object('ru', pk.name)) end as "packageNameI18n",
        exists (select 1 from binary_nodes c where c.parent_id = p.id) as "hasChildren"
      from partners p
      left join binary_nodes n on n.partner_id = p.id
      -- The dearest active package names the node.
      left join lateral (select k.name, k.name_i18n from partner_packages pp
        join packages k on k.id = pp.package_id
        where pp.partner_id = p.id and pp.status = 'active'
        order by pp.price desc, pp.id desc limit 1) pk on true
      where p.id = any(array(select id from sub))
    )
    select (select json_agg(json_build_object('id', id, 'login', login) order by i) from path) as path,
      (select max(total) from path) as total,
      (select json_agg(r) from page_rows r) as rows`,
    ),
  );
  const path = page?.path ?? [];
  if (path.length === 0 && rootId !== input.callerId) throw notFound('Binary node');
  const pathSkipped = Math.max(0, (page?.total ?? path.length) - path.length);
  return { path, pathSkipped, tree: assemble(page?.rows ?? [], rootId) };
}

/**
 * Rows `(id, login, i, total)`: the breadcrumbs from the caller down to the root in order `i`,
 * the caller and the last `PATH_TAIL` of them (`total` is the whole path's length); none when the root
 * is not in the caller's tree (a 404). The caller alone when they are the root, even before their
 * node exists (a root partner without placements yet).
 */
function pathFromCaller(callerId: number, rootId: number): SQL {
  if (rootId === callerId)
    return sql`select id, login, 1 as i, 1 as total from partners where id = ${callerId}`;
  // The kept ids are cut from the array before it is unnested: a filter on the unnested rows
  // recomputed the path's length per row (2.5 s at 10 000 levels); each kept id is then one
  // lookup by primary key.
  return sql`select p.id, p.login, l.i, w.total
    from (select a.ids, cardinality(a.ids) as total
      from (select (n.ancestors || n.partner_id)[array_position(n.ancestors, ${callerId}):] as ids
        from binary_nodes n
        where n.partner_id = ${rootId} and array_position(n.ancestors, ${callerId}) is not null) a) w
    cross join lateral unnest(w.ids[1:1] || w.ids[greatest(2, w.total - ${PATH_TAIL} + 1):])
      with ordinality as l(id, i)
    join partners p on p.id = l.id`;
}

/** Nests the rows under the root; a node without a binary node (an unplaced root) is bare. */
function assemble(rows: readonly NodeRow[], rootId: number): BinaryNode | null {
  const byParent = new Map<number, NodeRow[]>();
  for (const r of rows) {
    if (r.parentId !== null) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  }
  const build = (r: NodeRow): BinaryNode => {
    const child = (side: BinarySide) => {
      const c = byParent.get(r.id)?.find((x) => x.side === side);
      return c ? build(c) : null;
    };
    const { parentId: _parentId, ...node } = r;
    return { ...node, left: child('left'), right: child('right') };
  };
  const root = rows.find((r) => r.id === rootId);
  return root ? build(root) : null;
}
