import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';

/**
 * business rules (Linear): the levels open for a partner = the highest `linear levels` among
 * their active packages; 0 for a partner without one. `partnerId` is an SQL expression.
 */
export const openLevelsOf = (partnerId: SQL): SQL => sql`coalesce((
  select max(pp.linear_levels) from partner_packages pp
  where pp.partner_id = ${partnerId} and pp.status = 'active'
), 0)::int`;

export async function openLinearLevels(db: Db, partnerId: number): Promise<number> {
  const [row] = await queryRows<{ open: number }>(
    db,
    sql`select ${openLevelsOf(sql`${partnerId}`)} as open`,
  );
  return row?.open ?? 0;
}
