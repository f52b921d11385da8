/** What PostgreSQL answered, read off a driver error. */
export type SqlError = { code: string; message: string; constraint: string | null };

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The first error in `error`'s cause chain that carries a SQLSTATE (drizzle wraps the driver's
 * error in `cause`), or null. postgres.js names the constraint `constraint_name`, PGlite
 * `constraint`.
 */
export function sqlError(error: unknown): SqlError | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, constraint_name, constraint } = e as Record<string, unknown>;
    if (typeof code === 'string' && SQLSTATE.test(code)) {
      const name =
        typeof constraint_name === 'string'
          ? constraint_name
          : typeof constraint === 'string'
            ? constraint
            : null;
      return { code, message: typeof message === 'string' ? message : '', constraint: name };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
