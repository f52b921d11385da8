import { sql, type SQL } from 'drizzle-orm';

/** Leg figures not in the table yet (placements earlier in the same batch). */
export type LegFigures = {
  leftVolume: bigint;
  rightVolume: bigint;
  leftCount: number;
  rightCount: number;
};

export const noLegs = (): LegFigures => ({
  leftVolume: 0n,
  rightVolume: 0n,
  leftCount: 0,
  rightCount: 0,
});

/**
 * business rules (Binary): the smaller leg of the binary node `node` (a table alias) plus
 * `extra`, by total volume; ties: fewer partners, then left. SQL, so that the choice and the
 * placement it leads to are one statement.
 */
export function smallerLegOf(node: string, extra: LegFigures): SQL {
  const n = sql.raw(node);
  const lv = sql`(${n}.left_volume + ${extra.leftVolume.toString()}::numeric)`;
  const rv = sql`(${n}.right_volume + ${extra.rightVolume.toString()}::numeric)`;
  const lc = sql`(${n}.left_count + ${extra.leftCount}::int)`;
  const rc = sql`(${n}.right_count + ${extra.rightCount}::int)`;
  return sql`case
    when ${lv} < ${rv} then 'left'
    when ${rv} < ${lv} then 'right'
    when ${rc} < ${lc} then 'right'
    else 'left' end`;
}
