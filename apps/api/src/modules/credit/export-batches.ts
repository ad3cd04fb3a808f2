import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { XLSX_BATCH } from '../../lib/xlsx.ts';

/**
 * Reads a query page after page by keyset: `page(after)` returns up to `size` rows following the
 * row whose sort key is `after` (null: from the start), so each query costs one page however deep
 * it is, and the whole result is never in memory.
 */
export async function* keysetPages<T, K>(
  page: (after: K | null, size: number) => Promise<T[]>,
  key: (row: T) => K,
  size = XLSX_BATCH,
): AsyncGenerator<T[]> {
  let after: K | null = null;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < size || last === undefined) return;
    after = key(last);
  }
}

/** The sort key of a document row (date, number) and of a payment row (date, number, ordinal). */
export type DocKey = [string, number];
export type PaymentKey = [string, number, number];
export const docKey = (r: { doc: { date: string; number: number } }): DocKey => [r.doc.date, r.doc.number];
export const paymentKey = (r: {
  payment: { date: string; ordinal: number };
  doc: { number: number };
}): PaymentKey => [r.payment.date, r.doc.number, r.payment.ordinal];

/**
 * Merges two streams of batches, each sorted by `date`, into one sorted by date in which, on the
 * same day, every row of `first` comes before those of `second` (a day's documents before its
 * abonos) and each keeps its own order. Yields batches of about `size` rows.
 */
export async function* mergeByDate<A extends { date: string }, B extends { date: string }>(
  first: AsyncIterable<A[]>,
  second: AsyncIterable<B[]>,
  size = XLSX_BATCH,
): AsyncGenerator<(A | B)[]> {
  const a = reader(first);
  const b = reader(second);
  let out: (A | B)[] = [];
  for (;;) {
    const [x, y] = [await a.peek(), await b.peek()];
    if (x === undefined && y === undefined) break;
    out.push(y === undefined || (x !== undefined && x.date <= y.date) ? a.take() : b.take());
    if (out.length >= size) {
      yield out;
      out = [];
    }
  }
  if (out.length > 0) yield out;
}

/** One row at a time out of a stream of batches, fetching the next batch only when needed. */
function reader<T>(batches: AsyncIterable<T[]>) {
  const it = batches[Symbol.asyncIterator]();
  let buf: T[] = [];
  let i = 0;
  let done = false;
  return {
    async peek(): Promise<T | undefined> {
      while (i >= buf.length && !done) {
        const next = await it.next();
        if (next.done) done = true;
        else [buf, i] = [next.value, 0];
      }
      return buf[i];
    },
    /** The row peek() just returned. */
    take(): T {
      return buf[i++] as T;
    },
  };
}

/**
 * `(a, b, …) > (x, y, …)`: the keyset condition "after this row" in the order of `columns`, with
 * `leading >= x` repeated alone so the planner can range-scan an index on the leading column.
 */
export function rowAfter(columns: [SQLWrapper, ...SQLWrapper[]], values: [unknown, ...unknown[]]): SQL {
  const tuple = sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
  return sql`(${columns[0]} >= ${values[0]} AND (${sql.join(columns, sql`, `)}) > (${tuple}))`;
}

/** Each row of each batch through `f`, batch by batch. */
export async function* mapBatches<T, U>(batches: AsyncIterable<T[]>, f: (row: T) => U): AsyncGenerator<U[]> {
  for await (const batch of batches) yield batch.map(f);
}
