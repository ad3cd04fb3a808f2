import { type PaymentMethod, type PaymentType, padNumber, paymentReference } from '@cc/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exactInteger } from '../../ledger/index.ts';
import { queryRows } from '../../ledger/rows.ts';
import { type Page, pageOf } from '../../lib/route-params.ts';
import type { CreditDocRow } from './credit-book.ts';
import type { DocumentKind, MergedRow } from './document-kind.ts';
import { afterCursor, encodeCursor, type ListCursor } from './list-cursor.ts';
import { filterSums, offsetStart, readFilterMonths } from './list-totals.ts';

export type ListFilters = {
  paymentType?: PaymentType | undefined;
  paymentMethod?: PaymentMethod | undefined;
  /** Also list the payments (by paymentMethod when given) as is_payment rows. */
  payments: boolean;
};

/**
 * Over the whole filter, not the page: `value` = Σ value of the live rows (what came in or went
 * out: documents and payments), `pending` = Σ (value − payment) of the live rows (what is still
 * owed on credits; a payment row adds 0). The screens' header totals.
 */
export type ListTotals = { value: number; pending: number };
/**
 * A page, the cursor of its last row when the page is full (`next`), and — on a page read without
 * a cursor — the size and totals of the whole filter, read from `list_totals` (list-totals.ts);
 * a cursor page leaves them out (the first page already carried them for the header).
 */
export type DocumentList<Item> = {
  rows: Item[];
  next: string | null;
  sums: { total: number; totals: ListTotals } | null;
};

/**
 * One SELECT … UNION ALL SELECT … of the documents and (with `payments`) their payments; with a
 * cursor, each side starts after it. With `cap` (a page's offset + limit) each side is cut to its
 * first `cap` rows in list order: a top-N the planner answers with a backward scan of the side's
 * list index that stops there, where the bare union let it read every row after the cursor (a
 * bitmap scan, then a sort: 1,318 rows for a page of 50 at 20k sales, ADR 023 part B). With
 * `before` ('YYYY-MM-DD') each side starts at the rows dated before that day.
 */
function merged<Row extends CreditDocRow, Doc, Item>(
  kind: DocumentKind<Row, Doc, Item>,
  userId: number,
  f: ListFilters,
  start: { after?: ListCursor | undefined; before?: string | null },
  cap?: number,
): SQL {
  const d = kind.docs;
  const p = kind.payments;
  const { after, before } = start;
  const from = (isPayment: boolean, t: typeof d | typeof p) => {
    const side = { isPayment, date: sql`${t.date}`, createdAt: sql`${t.createdAt}`, id: sql`${t.id}` };
    const conditions = [
      ...(after ? [afterCursor(after, side)] : []),
      ...(before ? [sql`${t.date} < ${before}::date`] : []),
    ];
    return conditions.length ? sql`AND ${sql.join(conditions, sql` AND `)}` : sql``;
  };
  const top = (t: typeof d | typeof p) =>
    cap === undefined ? sql`` : sql`ORDER BY ${t.date} DESC, ${t.createdAt} DESC, ${t.id} DESC LIMIT ${cap}`;
  const docs = sql`SELECT false AS is_payment, ${d.id} AS id, ${d.id} AS doc_id, ${d.date} AS date,
      ${d.createdAt} AS created_at, ${d.value} AS value, ${d.payment} AS payment,
      ${d.paymentMethod} AS payment_method, ${d.deleted} AS deleted, NULL::int AS ordinal
    FROM ${d} WHERE ${d.userId} = ${userId}
      ${f.paymentType ? sql`AND ${d.paymentType} = ${f.paymentType}` : sql``}
      ${f.paymentMethod ? sql`AND ${d.paymentMethod} = ${f.paymentMethod}` : sql``}
      ${from(false, d)}
    ${top(d)}`;
  if (!f.payments) return docs;
  return sql`(${docs}) UNION ALL (
    SELECT true, ${p.id}, ${kind.paymentDocId}, ${p.date}, ${p.createdAt}, ${p.value}, ${p.value},
      ${p.paymentMethod}, ${p.deleted}, ${p.ordinal}
    FROM ${p} WHERE ${p.userId} = ${userId}
      ${f.paymentMethod ? sql`AND ${p.paymentMethod} = ${f.paymentMethod}` : sql``}
      ${from(true, p)}
    ${top(p)})`;
}

type RawRow = {
  is_payment: boolean;
  id: number;
  doc_id: number;
  date: string;
  created_at: string;
  // Sums of integer pesos arrive as text (PGlite and node-postgres differ on int8): read exactly.
  value: string;
  payment: string;
  payment_method: PaymentMethod | null;
  deleted: boolean;
  ordinal: number | null;
};

/**
 * GET /api/{incomes,shoppings,expenses}/ (docs/api.md §List items): the user's documents filtered by
 * type and method, plus — with `payments` — every payment by that method (the cash and bank
 * screens list the money that moved), newest first: date, created instant, payments before the
 * documents of the same instant, id. Merged, ordered and cut in one SQL query (UNION ALL + ORDER
 * BY + LIMIT/OFFSET on the (user, type, date…) indexes); `after` (keyset) starts each side at a
 * cursor, so a deep page costs what the first one does. An `offset` without a cursor starts in
 * the month its row is in (offsetStart, from the month-by-month read of `list_totals` that also
 * gives the header), so it reads at most a month's rows to skip instead of every row before it.
 * The kind adds its own columns to that page only. Voided rows are listed with deleted true.
 */
export async function listDocuments<Row extends CreditDocRow, Doc, Item>(
  db: Executor,
  kind: DocumentKind<Row, Doc, Item>,
  userId: number,
  filters: ListFilters,
  page: Page & { after?: ListCursor | undefined },
): Promise<DocumentList<Item>> {
  const { limit, offset: asked } = pageOf(page);
  // Without a cursor: the whole filter by month, for the header and for where an offset starts.
  // With one, the offset counts from the cursor, which no month count knows.
  const months = page.after ? null : readFilterMonths(db, kind.docs, userId, filters);
  const { before, skipped } =
    months && asked > 0 ? offsetStart(await months, asked) : { before: null, skipped: 0 };
  const offset = asked - skipped;
  const [raw, filterMonths] = await Promise.all([
    queryRows<RawRow>(
      db,
      sql`SELECT is_payment, id, doc_id, date::text AS date, created_at::text AS created_at,
          value::text AS value, payment::text AS payment, payment_method, deleted, ordinal
        FROM (${merged(kind, userId, filters, { after: page.after, before }, offset + limit)}) AS merged
        ORDER BY merged.date DESC, merged.created_at DESC, merged.is_payment DESC, merged.id DESC
        LIMIT ${limit} OFFSET ${offset}`,
    ),
    months,
  ]);
  const sums = filterMonths ? filterSums(filterMonths) : null;
  const docs = await kind.listDocs(db, userId, [...new Set(raw.map((r) => r.doc_id))]);
  const rows = raw.map((r) => {
    const doc = docs.get(r.doc_id);
    if (doc === undefined) throw new Error(`document ${r.doc_id} of a list row not found`);
    const row: MergedRow = {
      isPayment: r.is_payment,
      id: r.id,
      docId: r.doc_id,
      date: r.date,
      value: exactInteger(r.value),
      payment: exactInteger(r.payment),
      paymentMethod: r.payment_method,
      deleted: r.deleted,
      ordinal: r.ordinal,
    };
    return kind.listItem(row, doc);
  });
  const last = raw.at(-1);
  const next =
    last && raw.length === limit
      ? encodeCursor({ date: last.date, createdAt: last.created_at, isPayment: last.is_payment, id: last.id })
      : null;
  return { rows, next, sums };
}

/** The columns every kind's list row has, from the merged row and its document. */
export function listItemBase(
  row: MergedRow,
  doc: { number: number; paymentType: PaymentType; paidOut: boolean },
) {
  return {
    id: row.id,
    number: doc.number,
    reference:
      row.isPayment && row.ordinal !== null
        ? paymentReference(doc.number, row.ordinal)
        : padNumber(doc.number),
    date: row.date,
    value: row.value,
    payment: row.payment,
    payment_type: doc.paymentType,
    payment_method: row.paymentMethod,
    deleted: row.deleted,
    paid_out: doc.paidOut,
    is_payment: row.isPayment,
  };
}
