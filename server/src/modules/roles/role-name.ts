import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { roles } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { alreadyExists } from '../../http/app-error';

/** 409 `fields.name = 'taken'` when another role has this name (case-insensitively). */
export async function assertRoleNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw alreadyExists({ name: 'taken' });
}

export function rethrowRoleUniqueViolation(error: unknown): never {
  if (uniqueViolation(error) === 'roles_name_key') throw alreadyExists({ name: 'taken' });
  throw error;
}
