import { and, asc, eq } from 'drizzle-orm';
import { adminUsers } from '../../db/schema';
import type { Db } from '../../db/types';
import { holdsPermission } from '../roles/admin-permissions';

/** Enabled admins holding manage-support: whom a ticket may be assigned to. */
export async function supportAssignees(
  db: Db,
  onlyId?: number,
): Promise<{ id: number; name: string }[]> {
  return db
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
}
