import { getTableColumns, type InferInsertModel, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Rows per statement of the batch writers: bounds the arrays one statement carries (memory), while
 * a thousand rows already make the per-statement cost negligible.
 */
export const ROWS_PER_INSERT = 2000;

/** `rows` cut into consecutive slices of at most `size` (the last one shorter). */
export function slices<T>(rows: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** One array parameter of `column`'s type holding `values` (mapped as drizzle maps them). */
const arrayOf = (column: PgColumn, values: readonly unknown[]): SQL =>
  sql`${sql.param(values.map((v) => (v === null || v === undefined ? null : column.mapToDriverValue(v))))}::${sql.raw(column.getSQLType())}[]`;

/**
 * Many rows into `table` as `INSERT … SELECT FROM unnest(one array per column)`: one parameter per
 * column instead of one per value. For thousands of rows a drizzle multi-row VALUES spends more
 * CPU building and binding its parameters than the database spends inserting (ADR 029). Rows
 * are inserted in order (identities ascend with it); columns are those of the first row, and
 * each row must have the same. `returning` names integer columns to read back (id, number…).
 */
export async function insertMany<T extends PgTable, K extends string = never>(
  ex: Executor,
  table: T,
  rows: readonly InferInsertModel<T>[],
  returning: Record<K, PgColumn> = {} as Record<K, PgColumn>,
): Promise<Record<K, number>[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((k) => columns[k]);
  const names = sql.join(
    keys.map((k) => sql.identifier((columns[k] as PgColumn).name)),
    sql`, `,
  );
  const out: Record<K, number>[] = [];
  for (const slice of slices(rows)) {
    const arrays = sql.join(
      keys.map((k) =>
        arrayOf(
          columns[k] as PgColumn,
          slice.map((r) => (r as Record<string, unknown>)[k]),
        ),
      ),
      sql`, `,
    );
    const back = Object.entries<PgColumn>(returning);
    const returned = back.length
      ? sql` RETURNING ${sql.join(
          back.map(([k, c]) => sql`${sql.identifier(c.name)} AS ${sql.identifier(k)}`),
          sql`, `,
        )}`
      : sql``;
    const res = (await ex.execute(
      // ORDER BY the arrays' ordinality: identities are then drawn in the rows' order, which
      // postMany relies on (a bare SELECT FROM unnest promises no order).
      sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM unnest(${arrays}) WITH ORDINALITY AS u(${names}, ord) ORDER BY ord${returned}`,
    )) as unknown as {
      rows: Record<K, number | string>[];
    };
    for (const r of res.rows) {
      const row = {} as Record<K, number>;
      for (const [k] of back) row[k as K] = Number(r[k as K]);
      out.push(row);
    }
  }
  return out;
}
