import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from './rows.ts';

/** Σ of some journal lines of one user, account, month and opening flag. */
export type MonthlyDelta = {
  month: string;
  account: string;
  isOpening: boolean;
  debit: number;
  credit: number;
};

/**
 * Namespace of the per-user ledger lock (the second key is the user id). Migration 0017's list
 * totals triggers take the same lock by this number: change both or neither.
 */
const LEDGER_LOCK = 20_020;

export const monthOf = (date: string): string => `${date.slice(0, 7)}-01`;

/**
 * Serialises the monthly-balance writes of one user until the transaction ends. A posting
 * transaction may upsert several times (a sale, then its initial payment; a void reverses the
 * sale, then each abono), so two of them could otherwise lock the same rows in crossing orders
 * and deadlock. Taken just before the first upsert — after the document locks, which always come
 * first — so it only orders transactions that already reached the ledger. Re-entrant.
 */
export async function lockUserLedger(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LEDGER_LOCK}, ${userId})`);
}

/**
 * Adds journal lines to the monthly balances, in the caller's transaction: one upsert for all the
 * lines (summed per key first: an upsert may not touch the same row twice), keys sorted.
 */
export async function addToMonthlyBalances(
  tx: Executor,
  userId: number,
  lines: MonthlyDelta[],
): Promise<void> {
  const byKey = new Map<string, MonthlyDelta>();
  for (const l of lines) {
    const key = `${l.month}|${l.account}|${l.isOpening}`;
    const acc = byKey.get(key);
    if (acc) {
      acc.debit += l.debit;
      acc.credit += l.credit;
    } else byKey.set(key, { ...l });
  }
  if (!byKey.size) return;
  const rows = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
  await lockUserLedger(tx, userId);
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${userId}::integer, ${r.month}::date, ${r.account}::text, ${r.isOpening}::boolean, ${r.debit}::bigint, ${r.credit}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    INSERT INTO account_month_balances AS b (user_id, month, account_code, is_opening, debit, credit)
    VALUES ${values}
    ON CONFLICT (user_id, month, account_code, is_opening) DO UPDATE
    SET debit = b.debit + excluded.debit, credit = b.credit + excluded.credit`);
}

/**
 * Takes journal lines back out of the monthly balances (the opening entry's lines replaced or
 * moved to another month: ledger/opening.ts), in the caller's transaction, dropping the rows left
 * at zero (the journal has no line for them). An UPDATE, not the upsert: CHECK constraints see
 * the upsert's proposed row, whose amounts would be negative.
 */
export async function subtractFromMonthlyBalances(
  tx: Executor,
  userId: number,
  lines: MonthlyDelta[],
): Promise<void> {
  if (!lines.length) return;
  await lockUserLedger(tx, userId);
  const byKey = new Map<string, MonthlyDelta>();
  for (const l of lines) {
    const key = `${l.month}|${l.account}|${l.isOpening}`;
    const acc = byKey.get(key);
    if (acc) {
      acc.debit += l.debit;
      acc.credit += l.credit;
    } else byKey.set(key, { ...l });
  }
  const values = sql.join(
    [...byKey.values()].map(
      (r) =>
        sql`(${r.month}::date, ${r.account}::text, ${r.isOpening}::boolean, ${r.debit}::bigint, ${r.credit}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE account_month_balances b SET debit = b.debit - v.debit, credit = b.credit - v.credit
    FROM (VALUES ${values}) AS v(month, account_code, is_opening, debit, credit)
    WHERE b.user_id = ${userId} AND b.month = v.month AND b.account_code = v.account_code
      AND b.is_opening = v.is_opening`);
  await tx.execute(sql`
    DELETE FROM account_month_balances WHERE user_id = ${userId} AND debit = 0 AND credit = 0`);
}

/** The monthly balances as the journal says they should be (the grouping of the backfill migration). */
const FROM_JOURNAL = (userId: number | null) => sql`
  SELECT l.user_id, date_trunc('month', e.date)::date AS month, l.account_code, e.is_opening,
         sum(l.debit) AS debit, sum(l.credit) AS credit
  FROM journal_lines l JOIN journal_entries e ON e.user_id = l.user_id AND e.id = l.entry_id
  ${userId === null ? sql`` : sql`WHERE l.user_id = ${userId} AND e.user_id = ${userId}`}
  GROUP BY 1, 2, 3, 4`;

/**
 * Rows where the monthly balances and the journal disagree (a missing, extra or different row),
 * for every user or one.
 */
export async function monthlyBalanceMismatches(db: Executor, userId: number | null = null): Promise<number> {
  const stored =
    userId === null
      ? sql`account_month_balances`
      : sql`(SELECT * FROM account_month_balances WHERE user_id = ${userId})`;
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`
    SELECT count(*) AS n
    FROM ${stored} b
    FULL JOIN (${FROM_JOURNAL(userId)}) j
      ON j.user_id = b.user_id AND j.month = b.month AND j.account_code = b.account_code
     AND j.is_opening = b.is_opening
    WHERE b.user_id IS NULL OR j.user_id IS NULL OR b.debit <> j.debit OR b.credit <> j.credit`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Rebuilds the monthly balances from the journal (every user, or one), in the caller's
 * transaction. Posting transactions wait meanwhile: for one user on its ledger lock, for all on
 * the table lock (it conflicts with their upserts), so none adds to a row being rebuilt; one that
 * wrote its lines but not yet its upsert adds it after the rebuild, which did not see its lines.
 */
export async function rebuildMonthlyBalances(tx: Executor, userId: number | null = null): Promise<void> {
  if (userId === null) await tx.execute(sql`LOCK TABLE account_month_balances IN SHARE ROW EXCLUSIVE MODE`);
  else await lockUserLedger(tx, userId);
  await tx.execute(
    userId === null
      ? sql`DELETE FROM account_month_balances`
      : sql`DELETE FROM account_month_balances WHERE user_id = ${userId}`,
  );
  await tx.execute(sql`
    INSERT INTO account_month_balances (user_id, month, account_code, is_opening, debit, credit)
    ${FROM_JOURNAL(userId)}`);
}

const userFilter = (userId: number | null) => (userId === null ? sql`` : sql`AND l.user_id = ${userId}`);

/** Journal lines whose own date (ADR 040: the diario and mayor read it) is not their entry's. */
export async function lineDateMismatches(db: Executor, userId: number | null = null): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM journal_lines l
        JOIN journal_entries e ON e.user_id = l.user_id AND e.id = l.entry_id
        WHERE l.date <> e.date ${userFilter(userId)}`,
  );
  return Number(row?.n ?? 0);
}

/** Sets every journal line's date to its entry's: what the diario and the mayor read (ADR 040). */
export async function repairLineDates(tx: Executor, userId: number | null = null): Promise<void> {
  await tx.execute(sql`
    UPDATE journal_lines l SET date = e.date FROM journal_entries e
    WHERE e.user_id = l.user_id AND e.id = l.entry_id AND l.date <> e.date ${userFilter(userId)}`);
}
