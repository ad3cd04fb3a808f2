type DriverError = {
  code: string;
  message?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  stack?: unknown;
};

/**
 * The driver's error inside a database error, looking through the `cause` chain drizzle wraps
 * driver errors in. Both PGlite and node-postgres expose `code` (SQLSTATE) and `constraint`.
 */
function driverError(err: unknown): DriverError | undefined {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const e = current as { code?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as DriverError;
    current = e.cause;
  }
  return undefined;
}

export function sqlState(err: unknown): string | undefined {
  return driverError(err)?.code;
}

/**
 * True when `err` is a unique-constraint violation (23505), optionally of the named constraint/index.
 * On a distributed table the violated index is a shard's, named `<name>_<shard id>` by Citus (and
 * `<name>_<partition>` by npm run test:citus-shape): that is the named one too (issue 22).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = driverError(err);
  if (e?.code !== '23505') return false;
  if (!constraint || e.constraint === constraint) return true;
  return typeof e.constraint === 'string' && new RegExp(`^${constraint}_[0-9]+$`).test(e.constraint);
}

/**
 * Data exceptions a value sent by a client can cause when a schema let it through (a NUL
 * character, an integer beyond int4, an impossible date…): bad input, not a server fault.
 * Division by zero and other computation errors stay 500.
 */
const INPUT_DATA_ERRORS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);
export function isInputDataError(err: unknown): boolean {
  const code = sqlState(err);
  return code !== undefined && INPUT_DATA_ERRORS.has(code);
}

/**
 * A database error as it may be logged: what failed and where, never the parameter values nor
 * the `detail` (both drizzle's error and PGlite's carry them; they may hold hashes or personal data).
 */
export function dbErrorLog(err: unknown): Record<string, unknown> | undefined {
  const e = driverError(err);
  if (!e) return undefined;
  const query = err && typeof err === 'object' && 'query' in err ? err.query : e.query;
  const { code, message, severity, constraint, table, column, routine, stack } = e;
  return { code, message, severity, constraint, table, column, routine, query, stack };
}
