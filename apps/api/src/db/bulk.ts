/**
 * Rows per multi-row INSERT of the batch writers. PostgreSQL takes at most 65 535 bind parameters
 * per statement; 1 000 rows of our widest batch table (about a dozen columns) stay far below it,
 * and bigger statements save nothing measurable over a thousand rows.
 */
export const ROWS_PER_INSERT = 1000;

/** `rows` cut into consecutive slices of at most `size` (the last one shorter). */
export function slices<T>(rows: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
