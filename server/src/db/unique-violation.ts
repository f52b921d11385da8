import { sqlError } from './sql-error';

/**
 * The constraint name when `error` (or its cause) is a PostgreSQL unique violation (SQLSTATE
 * 23505), else null.
 */
export function uniqueViolation(error: unknown): string | null {
  const found = sqlError(error);
  return found?.code === '23505' ? (found.constraint ?? '') : null;
}
