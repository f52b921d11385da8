import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DAY } from '../../clock';

/** `from`..`to` (ISO days, both included) as whole UTC days of server time on `column`. */
export function periodFilter(
  column: PgColumn,
  period: { from?: string | undefined; to?: string | undefined },
): SQL | undefined {
  return and(
    period.from ? gte(column, new Date(`${period.from}T00:00:00.000Z`)) : undefined,
    period.to
      ? lt(column, new Date(new Date(`${period.to}T00:00:00.000Z`).getTime() + DAY))
      : undefined,
  );
}
