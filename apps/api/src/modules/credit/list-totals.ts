import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { exactInteger } from '../../ledger/index.ts';
import { queryRows } from '../../ledger/rows.ts';
import { sqlState } from '../../lib/db-errors.ts';
import type { DocTable } from './document-kind.ts';
import { CREDIT_KINDS, kindOfDocs } from './kinds.ts';

/** The filters of a credit-document list, as `listDocuments` takes them. */
export type TotalsFilter = {
  paymentType?: string | undefined;
  paymentMethod?: string | undefined;
  payments: boolean;
};

/** A list's `count` and header `totals` over its whole filter. */
export type FilterSums = { total: number; totals: { value: number; pending: number } };

/** The rows of `list_totals` a list's filter selects: the same rows `merged` (document-list.ts) lists. */
function selected(docs: DocTable, userId: number, f: TotalsFilter): SQL {
  const kind = kindOfDocs(docs);
  if (!kind) throw new Error('list totals of a table that is no credit kind');
  const method = f.paymentMethod ? sql` AND payment_method = ${f.paymentMethod}` : sql``;
  const documents = sql`(NOT is_payment${f.paymentType ? sql` AND payment_type = ${f.paymentType}` : sql``}${method})`;
  return sql`user_id = ${userId} AND kind = ${kind.list} AND ${f.payments ? sql`(${documents} OR (is_payment${method}))` : documents}`;
}

/** A list filter's rows of `list_totals` in one month: rows listed, Σ value and Σ pending of the live ones. */
export type FilterMonth = { month: string; n: number; value: number; pending: number };

/**
 * A list's whole filter month by month, newest first, from `list_totals`: the user's rows of that
 * list (at most 8 a month: documents by type × method, payments by method) through the table's
 * unique key, summed over the ones the filter selects — the same rows `merged` (document-list.ts)
 * lists: documents by type and method, plus (with `payments`) payments by method. Costs the
 * months of the history, not its rows; the triggers of migrations 0017 and 0019 keep it. Both
 * the first page's header (filterSums) and where a page by offset starts (offsetStart) come
 * from this one read, so they agree.
 */
export async function readFilterMonths(
  db: Executor,
  docs: DocTable,
  userId: number,
  f: TotalsFilter,
): Promise<FilterMonth[]> {
  const rows = await queryRows<{ month: string; n: string; value: string; pending: string }>(
    db,
    sql`SELECT month::text AS month, sum(n)::text AS n, sum(value_live)::text AS value,
        sum(pending_live)::text AS pending
      FROM list_totals WHERE ${selected(docs, userId, f)} GROUP BY month ORDER BY month DESC`,
  );
  return rows.map((r) => ({
    month: r.month,
    n: exactInteger(r.n),
    value: exactInteger(r.value),
    pending: exactInteger(r.pending),
  }));
}

/** The size and totals of a list's whole filter (the first page's header). */
export function filterSums(months: FilterMonth[]): FilterSums {
  const sums = { total: 0, totals: { value: 0, pending: 0 } };
  for (const m of months) {
    sums.total += m.n;
    sums.totals.value += m.value;
    sums.totals.pending += m.pending;
  }
  return sums;
}

/**
 * Where a list's page at `offset` (counted from the first row) starts: the rows of the months
 * after the one it starts in are `skipped`, and the page is the rows dated before `before` from
 * `offset - skipped` on — a month's rows at most are read to reach it, however deep the page is.
 * `before` is null when the page starts in the newest month (nothing to skip); past the last row
 * it is the first month's first day (an empty page).
 */
export function offsetStart(
  months: FilterMonth[],
  offset: number,
): { before: string | null; skipped: number } {
  let skipped = 0;
  let before: string | null = null;
  for (const m of months) {
    if (skipped + m.n > offset) break;
    skipped += m.n;
    before = m.month; // the rows before this month's first day come next
  }
  return { before, skipped };
}

const scope = (userId: number | null): SQL => (userId === null ? sql`` : sql`WHERE user_id = ${userId}`);

/**
 * What `list_totals` should hold, computed from every document and payment (every user, or one)
 * of every registered kind (kinds.ts): the migration's fill, written once more here for the
 * repair and its check.
 */
function aggregate(userId: number | null): SQL {
  return sql`SELECT user_id, kind, is_payment, payment_type, payment_method,
      date_trunc('month', date)::date AS month, count(*) AS n,
      coalesce(sum(value) FILTER (WHERE NOT deleted), 0) AS value_live,
      coalesce(sum(value - payment) FILTER (WHERE NOT deleted), 0) AS pending_live
    FROM (${sql.join(
      CREDIT_KINDS.map(
        (k) => sql`SELECT user_id, ${k.list}::text AS kind, false AS is_payment, payment_type, payment_method,
            date, value, payment, deleted FROM ${k.docs}
          UNION ALL SELECT user_id, ${k.list}::text, true, NULL, payment_method, date, value, value, deleted
            FROM ${k.payments}`,
      ),
      sql` UNION ALL `,
    )}
    ) r ${scope(userId)}
    GROUP BY user_id, kind, is_payment, payment_type, payment_method, date_trunc('month', date)::date`;
}

/**
 * Keys of `list_totals` that disagree with the documents and payments (every user, or one); a
 * missing row counts as zeros, so a key left at n = 0 is not a mismatch.
 */
export async function listTotalsMismatches(db: Executor, userId: number | null): Promise<number> {
  const [r] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*)::text AS n FROM (SELECT * FROM list_totals ${scope(userId)}) t
      FULL JOIN (${aggregate(userId)}) a
        ON a.user_id = t.user_id AND a.kind = t.kind AND a.is_payment = t.is_payment
        AND a.payment_type IS NOT DISTINCT FROM t.payment_type
        AND a.payment_method IS NOT DISTINCT FROM t.payment_method AND a.month = t.month
      WHERE coalesce(t.n, 0) <> coalesce(a.n, 0)
        OR coalesce(t.value_live, 0) <> coalesce(a.value_live, 0)
        OR coalesce(t.pending_live, 0) <> coalesce(a.pending_live, 0)`,
  );
  return Number(r?.n ?? 0);
}

/**
 * Rebuilds `list_totals` (every user, or one) from the documents and payments, in the caller's
 * transaction. Every kind's document and payment tables (kinds.ts) are locked in SHARE mode
 * first: writers (whose triggers would add to the rows being rebuilt) wait until the rebuild
 * commits, then add their changes to it. The locks are asked for with a short lock_timeout (under PostgreSQL's 1 s deadlock check): writers
 * take these tables in both orders (a sale: document then payment; an abono: payment then
 * document), so the repair could deadlock with one — it must be the one that gives up
 * (rebuildListTotalsRetrying), never a user's abono.
 */
export async function rebuildListTotals(tx: Executor, userId: number | null): Promise<void> {
  await tx.execute(sql`SET LOCAL lock_timeout = '500ms'`);
  await tx.execute(
    sql`LOCK TABLE ${sql.join(
      CREDIT_KINDS.flatMap((k) => [k.docs, k.payments]),
      sql`, `,
    )} IN SHARE MODE`,
  );
  await tx.execute(sql`SET LOCAL lock_timeout = 0`);
  await tx.execute(sql`DELETE FROM list_totals ${scope(userId)}`);
  await tx.execute(sql`INSERT INTO list_totals
      (user_id, kind, is_payment, payment_type, payment_method, month, n, value_live, pending_live)
    ${aggregate(userId)}`);
}

/** rebuildListTotals in its own transaction, tried again while writers hold the tables (lock_not_available). */
export async function rebuildListTotalsRetrying(db: Db, userId: number | null, tries = 40): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      await db.transaction((tx) => rebuildListTotals(tx, userId));
      return;
    } catch (err) {
      if (sqlState(err) !== '55P03' || i >= tries) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
