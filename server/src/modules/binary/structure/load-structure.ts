import { sql } from 'drizzle-orm';
import type { BinaryNode, BinarySide, BinaryStructure } from 'shared-api/contract';
import type { Db } from '../../../db/types';
import { notFound } from '../../../http/app-error';
import { queryRows } from '../../ledger/sql-rows';
import { intArray } from '../binary-sql';

type NodeRow = Omit<BinaryNode, 'left' | 'right'> & { parentId: number | null };

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
  const path = await pathFromCaller(db, input.callerId, rootId);
  const ids = await queryRows<{ id: number }>(
    db,
    sql`with recursive sub(id, level) as (
      select p.id, 1 from partners p
      where p.id = ${rootId}
        and (p.sponsor_id is null or exists (select 1 from binary_nodes n where n.partner_id = p.id))
      union all
      select c.partner_id, s.level + 1 from sub s
      join binary_nodes c on c.parent_id = s.id
      where s.level < ${input.depth}
    )
    select id from sub`,
  );
  // A second statement over the ids found: the planner cannot size a recursive CTE and would
  // rather hash whole tables; for a short id list it looks each row up.
  const rows = await queryRows<NodeRow>(
    db,
    sql`select p.id, p.login, p.first_name as "firstName", p.last_name as "lastName", p.active,
      n.parent_id as "parentId", n.side,
      coalesce(n.left_volume, 0)::text as "leftVolume", coalesce(n.right_volume, 0)::text as "rightVolume",
      coalesce(n.left_count, 0) as "leftCount", coalesce(n.right_count, 0) as "rightCount",
      (select k.name from partner_packages pp join packages k on k.id = pp.package_id
       where pp.partner_id = p.id and pp.status = 'active'
       order by pp.price desc, pp.id desc limit 1) as "packageName",
      exists (select 1 from binary_nodes c where c.parent_id = p.id) as "hasChildren"
    from partners p
    left join binary_nodes n on n.partner_id = p.id
    where p.id = any(${intArray(ids.map((r) => r.id))})`,
  );
  return { path, tree: assemble(rows, rootId) };
}

/**
 * The breadcrumbs from the caller down to the root; 404 when the root is not in the caller's
 * tree. The caller alone when they are the root, even before their node exists (a root partner
 * without placements yet).
 */
async function pathFromCaller(
  db: Db,
  callerId: number,
  rootId: number,
): Promise<BinaryStructure['path']> {
  if (rootId === callerId) {
    const [caller] = await queryRows<{ id: number; login: string }>(
      db,
      sql`select id, login from partners where id = ${callerId}`,
    );
    return caller ? [caller] : [];
  }
  const path = await queryRows<{ id: number; login: string }>(
    db,
    sql`with root as (
      select n.ancestors || n.partner_id as line, array_position(n.ancestors, ${callerId}) as at
      from binary_nodes n where n.partner_id = ${rootId}
    )
    select p.id, p.login
    from root cross join lateral unnest(root.line[root.at:]) with ordinality as l(id, i)
    cross join lateral (select id, login from partners where id = l.id) p
    where root.at is not null
    order by l.i`,
  );
  if (path.length === 0) throw notFound('Binary node');
  return path;
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
