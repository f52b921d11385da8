/**
 * The constraint name when `error` (or its cause: drizzle wraps driver errors) is a PostgreSQL
 * unique violation (SQLSTATE 23505), else null. postgres.js names it `constraint_name`, PGlite
 * `constraint`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const { code, constraint_name, constraint } = e as Record<string, unknown>;
    if (code === '23505') {
      if (typeof constraint_name === 'string') return constraint_name;
      if (typeof constraint === 'string') return constraint;
      return '';
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
