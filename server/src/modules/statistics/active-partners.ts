import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { queryRows } from '../ledger/sql-rows';

/**
 * Partners active at an instant, from the package history (business rules: active = holds an
 * active package): a package counts from its activation until it finished or was upgraded
 * (the upgrade's new row starts at that same instant).
 */
export async function activePartnersAt(db: Db, at: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct partner_id)::int as n from partner_packages
        where activated_at < ${at.toISOString()}::timestamptz
          and (finished_at is null or finished_at >= ${at.toISOString()}::timestamptz)`,
  );
  return row?.n ?? 0;
}
