import { sql } from 'drizzle-orm';
import type { CareerFigures } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';

/** A partner's career figures in GTC micro-units (contract CareerFigures as bigints). */
export type Figures = {
  personal: bigint;
  firstLine: bigint;
  mainBranch: bigint;
  /** Branches after the main one, largest first. */
  secondaryBranches: bigint[];
  side: bigint;
};

type BranchRow = { rootId: number; volume: string; firstLine: string };

/**
 * business rules (Career), for each of `partnerIds`: over `lines` lines of the sponsor tree,
 * a branch = a first-line partner with their downline; main = the largest, secondary = the
 * others largest first, side = every line minus the main branch. Volumes are lifetime package
 * payments (personal_volume). One recursive query for the whole batch.
 */
export async function careerFigures(
  db: Db,
  partnerIds: readonly number[],
  lines: number,
): Promise<Map<number, Figures>> {
  const figures = new Map<number, Figures>();
  if (partnerIds.length === 0) return figures;
  const ids = JSON.stringify(partnerIds);
  const personal = await queryRows<{ id: number; personal: string }>(
    db,
    sql`select p.id, p.personal_volume::text as personal from partners p
    where p.id in (select x::int from jsonb_array_elements_text(${ids}::jsonb) x)`,
  );
  const branches = await queryRows<BranchRow>(
    db,
    sql`with recursive tree(root_id, branch_id, id, line) as (
      select c.sponsor_id, c.id, c.id, 1 from partners c
      where c.sponsor_id in (select x::int from jsonb_array_elements_text(${ids}::jsonb) x)
      union all
      select t.root_id, t.branch_id, p.id, t.line + 1
      from tree t join partners p on p.sponsor_id = t.id
      where t.line < ${lines}
    )
    select t.root_id as "rootId", sum(p.personal_volume)::text as volume,
           coalesce(sum(p.personal_volume) filter (where t.line = 1), 0)::text as "firstLine"
    from tree t join partners p on p.id = t.id
    group by t.root_id, t.branch_id`,
  );
  const byRoot = new Map<number, { volume: bigint; firstLine: bigint }[]>();
  for (const b of branches) {
    const list = byRoot.get(b.rootId) ?? [];
    list.push({ volume: BigInt(b.volume), firstLine: BigInt(b.firstLine) });
    byRoot.set(b.rootId, list);
  }
  for (const row of personal) {
    const own = (byRoot.get(row.id) ?? []).sort((a, b) =>
      a.volume === b.volume ? 0 : a.volume > b.volume ? -1 : 1,
    );
    const total = own.reduce((sum, b) => sum + b.volume, 0n);
    const main = own[0]?.volume ?? 0n;
    figures.set(row.id, {
      personal: BigInt(row.personal),
      firstLine: own.reduce((sum, b) => sum + b.firstLine, 0n),
      mainBranch: main,
      secondaryBranches: own.slice(1).map((b) => b.volume),
      side: total - main,
    });
  }
  return figures;
}

export const toCareerFigures = (f: Figures): CareerFigures => ({
  personal: f.personal.toString(),
  firstLine: f.firstLine.toString(),
  mainBranch: f.mainBranch.toString(),
  secondaryBranches: f.secondaryBranches.map(String),
  side: f.side.toString(),
});
