/**
 * True when `err` (or the driver error drizzle wraps in `cause`) is a unique-constraint violation
 * (SQLSTATE 23505), optionally of the named constraint/index. Both PGlite and node-postgres
 * expose `code` and `constraint` on their errors.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object') {
      const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
      if (e.code === '23505') return !constraint || e.constraint === constraint;
      current = e.cause;
    } else {
      return false;
    }
  }
  return false;
}
