/**
 * True when a database error (possibly wrapped by drizzle as `cause`) is a unique violation
 * (SQLSTATE 23505) of the named constraint. Both PGlite and node-postgres expose `code` and
 * `constraint` on their errors.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
