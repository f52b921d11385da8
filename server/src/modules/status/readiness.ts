import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { pendingMigrations } from '../../db/migrate';
import type { Db } from '../../db/types';

export const readinessSchema = z.object({
  ready: z.boolean(),
  database: z.boolean(),
  pendingMigrations: z.number().int().nullable(),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** How long the database may take to answer before the instance is reported not ready. */
const DATABASE_TIMEOUT_MS = 2000;

/**
 * Ready = the database answers within the timeout and every committed migration is applied
 * (an instance started before a deploy's migration must not take traffic with the old schema).
 */
export async function checkReadiness(db: Db): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    const pending = await Promise.race([pendingMigrations(db), timeout]);
    return { ready: pending === 0, database: true, pendingMigrations: pending };
  } catch {
    return { ready: false, database: false, pendingMigrations: null };
  } finally {
    clearTimeout(timer);
  }
}
