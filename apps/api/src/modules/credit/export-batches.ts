import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { expenses, incomes, shoppings } from '../../db/schema/index.ts';
import { queryRows } from '../../ledger/rows.ts';
import { XLSX_BATCH } from '../../lib/xlsx.ts';
import type { CreditDocRow } from './credit-book.ts';
import type { DocumentKind } from './document-kind.ts';
import type { ExportPayment } from './export-xlsx.ts';

/**
 * The columns a download shows of a document, not the whole row: the timestamps it leaves out
 * would each be decoded into a Date by drizzle, per row, for nothing (the row mapping was the
 * largest CPU cost of the 100k-sale export after the writer, ADR 023).
 */
export const exportDocFields = (t: typeof incomes | typeof shoppings | typeof expenses) => ({
  id: t.id,
  number: t.number,
  date: t.date,
  value: t.value,
  payment: t.payment,
  paidOut: t.paidOut,
  deleted: t.deleted,
  paymentType: t.paymentType,
  paymentMethod: t.paymentMethod,
  observations: t.observations,
});

/** Limits a query to the days of one page: `within(table.date)`. */
export type DayRange = (date: PgColumn) => SQL;

/**
 * Reads a dated table a range of days at a time: each page ends on the day of the `size`-th row
 * after the previous page (found on the (user_id, date) index) and takes that day whole, so a
 * page costs about `size` rows however deep it is, needs no unique sort key, and keeps the
 * query's order within a day. The whole result is never in memory.
 *
 * `page` must return every row of `table` in the range it is given (joins, no other filter), and
 * `dateOf` give a row's date: the page's end is found by a subquery of the page's own query, and
 * the next page starts after the latest date read (one round trip a page, not two: each query
 * cost the 100k-sale download's main thread ~0.2 ms in the socket write alone, ADR 023). A page
 * shorter than `size` is the last: a page whose end was found holds at least `size` rows.
 */
export async function* dayPages<T>(
  table: PgTable & { userId: PgColumn; date: PgColumn },
  userId: number,
  page: (within: DayRange) => Promise<T[]>,
  dateOf: (row: T) => string,
  size = XLSX_BATCH,
): AsyncGenerator<T[]> {
  const userCol = sql.identifier(table.userId.name);
  const dateCol = sql.identifier(table.date.name);
  /** The page after `from` (the first: after '-infinity'). */
  const read = (from: string): Promise<T[]> => {
    // The date of the size-th row after `from`, or the end of time when fewer remain.
    const end = sql`COALESCE((SELECT page_end.${dateCol} FROM ${table} AS page_end
      WHERE page_end.${userCol} = ${userId} AND page_end.${dateCol} > ${from}
      ORDER BY page_end.${dateCol} OFFSET ${size - 1} LIMIT 1), 'infinity'::date)`;
    // A lower bound on the first page too: with the end unknown when planning, `date <= end`
    // alone is guessed to keep a third of the user's rows (a sequential scan, 10 ms at 100k
    // sales and growing), while a range of both bounds is guessed narrow (the index).
    return page((date) => sql`${date} > ${from} AND ${date} <= ${end}`);
  };
  // One page read ahead: the database answers the next page while the caller writes this one
  // (the 100k-sale download spent ~0.8 s of its 3 s waiting on queries, ADR 023). Its failure is
  // seen when awaited; a reader that stops early leaves it unawaited, hence the empty catch.
  const ahead = (from: string) => {
    const p = read(from);
    p.catch(() => undefined);
    return p;
  };
  let next = ahead('-infinity');
  for (;;) {
    const rows = await next;
    const last = rows.length < size;
    if (!last) {
      let latest = '';
      for (const row of rows) {
        const d = dateOf(row);
        if (d > latest) latest = d;
      }
      next = ahead(latest);
    }
    if (rows.length > 0) yield rows;
    if (last) return;
  }
}

/**
 * The documents of a kind a range of days at a time (the documents half of a credit module's
 * download): `docRows` reads the kind's rows, in (date, number) order, under a condition.
 */
export function docPages<D extends { doc: { date: string } }>(
  table: PgTable & { userId: PgColumn; date: PgColumn },
  userId: number,
  docRows: (where: SQL) => PromiseLike<D[]>,
) {
  return dayPages(
    table,
    userId,
    async (within) => docRows(within(table.date)),
    (row) => row.doc.date,
  );
}

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
    // Awaited only when a side's batch is used up: a promise per row was ~0.2 s of the 100k-sale
    // download's CPU.
    if (a.empty()) await a.fill();
    if (b.empty()) await b.fill();
    const [x, y] = [a.peek(), b.peek()];
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
    /** Whether the current batch is used up and the stream may have more. */
    empty: () => i >= buf.length && !done,
    /** Reads batches until one has a row or the stream ends. */
    async fill(): Promise<void> {
      while (i >= buf.length && !done) {
        const next = await it.next();
        if (next.done) done = true;
        else [buf, i] = [next.value, 0];
      }
    },
    /** The next row (after fill), or undefined at the end. */
    peek: (): T | undefined => buf[i],
    /** The row peek() just returned. */
    take(): T {
      return buf[i++] as T;
    },
  };
}

/** Each row of each batch through `f`, batch by batch. */
export async function* mapBatches<T, U>(batches: AsyncIterable<T[]>, f: (row: T) => U): AsyncGenerator<U[]> {
  for await (const batch of batches) yield batch.map(f);
}

/**
 * The payments of a kind a range of days at a time, each with its document as `docRows` reads it
 * (the payments half of a credit module's download, ADR 025), in (date, number, ordinal) order.
 * A raw query: drizzle's mapping of a nested selection cost ~0.7 µs per field and row (ADR 023).
 */
export function paymentPages<D extends { doc: { id: number; number: number } }>(
  db: Db,
  kind: Pick<DocumentKind<CreditDocRow, unknown, unknown>, 'docs' | 'payments' | 'paymentDocId'>,
  userId: number,
  /** The kind's document rows under a condition on its ids. */
  docRows: (where: SQL) => PromiseLike<D[]>,
) {
  const { docs, payments: p } = kind;
  return dayPages(
    p,
    userId,
    async (within) =>
      paymentsWithDocs(
        await queryRows<ExportPayment & { docId: number }>(
          db,
          sql`SELECT ${p.ordinal} AS ordinal, ${p.date}::text AS date,
            ${p.value}::float8 AS value, ${p.paymentMethod} AS "paymentMethod",
            ${p.observations} AS observations, ${p.deleted} AS deleted, ${kind.paymentDocId} AS "docId"
          FROM ${p} WHERE ${and(eq(p.userId, userId), within(p.date))}`,
        ),
        // One array parameter, not one parameter per id: drizzle types each of those (ADR 023).
        (ids) => docRows(sql`${docs.id} = ANY(${`{${ids.join(',')}}`}::int[])`),
      ),
    (row) => row.payment.date,
  );
}

/**
 * A page of payments with their documents, in (date, document number, ordinal) order. The
 * documents are read by id in a second query: joined in one, the planner scans every document of
 * the user for each page (a hash join: 67 ms a page at 100k sales on PostgreSQL).
 */
async function paymentsWithDocs<D extends { doc: { id: number; number: number } }>(
  payments: (ExportPayment & { docId: number })[],
  docs: (ids: number[]) => PromiseLike<D[]>,
): Promise<(D & { payment: ExportPayment })[]> {
  if (payments.length === 0) return [];
  const byId = new Map((await docs([...new Set(payments.map((p) => p.docId))])).map((d) => [d.doc.id, d]));
  const rows = payments.map((payment) => {
    const doc = byId.get(payment.docId);
    if (!doc) throw new Error(`payment without its document ${payment.docId}`);
    return { ...doc, payment };
  });
  return rows.sort(
    (a, b) =>
      (a.payment.date < b.payment.date ? -1 : a.payment.date > b.payment.date ? 1 : 0) ||
      a.doc.number - b.doc.number ||
      a.payment.ordinal - b.payment.ordinal,
  );
}
