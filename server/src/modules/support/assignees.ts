import { and, asc, eq } from 'drizzle-orm';
import { adminUsers } from '../../db/schema';
import type { Db } from '../../db/types';
import { holdsPermission } from '../roles/admin-permissions';

/**
 * Enabled admins holding manage-support: whom a ticket may be assigned to. `lock` (inside a
 * transaction) holds their rows against a deletion until the commit (FOR KEY SHARE).
 */
export async function supportAssignees(
  db: Db,
  onlyId?: number,
  options: { lock?: boolean } = {},
): Promise<{ id: number; name: string }[]> {
  const query = db
    .select({ id: adminUsers.id, name: adminUsers.name })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.disabled, false),
        holdsPermission(db, adminUsers.id, 'manage-support'),
        onlyId !== undefined ? eq(adminUsers.id, onlyId) : undefined,
      ),
    )
    .orderBy(asc(adminUsers.name), asc(adminUsers.id));
  return options.lock ? query.for('key share') : query;
}
