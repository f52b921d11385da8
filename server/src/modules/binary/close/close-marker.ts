import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { queryRows } from '../../ledger/sql-rows';

/** Settings row (like the promo seeding marker) holding the last server day fully closed. */
const KEY = 'binary-closed-through';

/** The last day every partner was closed for (`YYYY-MM-DD`), or null before the first close. */
export async function closedThrough(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select value ->> 'day' as day from settings where key = ${KEY}`,
  );
  return row?.day ?? null;
}

/** Moves the marker to `day`; never back (a clock moved back leaves later closes in place). */
export async function markClosedThrough(db: Db, day: string, at: Date): Promise<void> {
  const value = JSON.stringify({ day });
  await db.execute(sql`
    insert into settings (key, value, updated_at)
    values (${KEY}, ${value}::jsonb, ${at.toISOString()}::timestamptz)
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at
    where settings.value ->> 'day' < excluded.value ->> 'day'`);
}

/** The server day of the first volume that reached a leg: where a first close starts. */
export async function firstVolumeDay(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select to_char(min(applied_at) at time zone 'UTC', 'YYYY-MM-DD') as day
    from binary_volume_events`,
  );
  return row?.day ?? null;
}
