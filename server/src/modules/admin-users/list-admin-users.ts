import { and, asc, count, desc, eq, exists, ilike, or } from 'drizzle-orm';
import { ADMIN_USER_SORT_FIELDS, type AdminUser, type Page } from 'shared-api/contract';
import type { Db } from '../../db/types';
import { adminUserRoles, adminUsers } from '../../db/schema';
import { containsPattern, type Sort } from '../../http/list-query';
import { adminUserColumns, toAdminUsers } from './admin-user-view';

export type AdminUserSortField = (typeof ADMIN_USER_SORT_FIELDS)[number];

export type AdminUserListQuery = {
  page: number;
  pageSize: number;
  sort: Sort<AdminUserSortField>;
  search?: string | undefined;
  /** Only admins holding this role. */
  roleId?: number | undefined;
};

/** One page of admin users, filtered by `search` over login, name and email, and by role. */
export async function listAdminUsers(db: Db, query: AdminUserListQuery): Promise<Page<AdminUser>> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const filter = and(
    pattern
      ? or(
          ilike(adminUsers.login, pattern),
          ilike(adminUsers.name, pattern),
          ilike(adminUsers.email, pattern),
        )
      : undefined,
    query.roleId
      ? exists(
          db
            .select({ one: adminUserRoles.roleId })
            .from(adminUserRoles)
            .where(
              and(
                eq(adminUserRoles.adminUserId, adminUsers.id),
                eq(adminUserRoles.roleId, query.roleId),
              ),
            ),
        )
      : undefined,
  );
  const column = adminUserColumns[query.sort.field];
  const order = query.sort.dir === 'asc' ? asc(column) : desc(column);
  const rows = await db
    .select(adminUserColumns)
    .from(adminUsers)
    .where(filter)
    .orderBy(order, asc(adminUsers.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(adminUsers).where(filter);
  return { items: await toAdminUsers(db, rows), total: total?.n ?? 0 };
}
