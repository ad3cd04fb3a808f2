import type { AccountClass } from '@cc/shared';
import { and, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { addDays, addMonths, monthEnd, monthStart } from '../lib/clock.ts';
import { queryRows } from './rows.ts';

export type { AccountClass };

export type AccountBalance = {
  code: string;
  name: string;
  class: AccountClass;
  /** Σ debit − Σ credit. */
  net: number;
  /** The balance in the account's normal direction (positive for a usual balance). */
  balance: number;
};

const DEBIT_NORMAL: ReadonlySet<AccountClass> = new Set([
  'activo_corriente',
  'activo_no_corriente',
  'costo',
  'gasto',
]);

/**
 * A SQL sum of bigint columns (Postgres answers numeric, sent as text) as a JS number. Refuses
 * anything that is not an exact safe integer, so pesos never silently lose precision.
 */
export function exactInteger(value: string | number | null | undefined): number {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new Error(`not an exact integer: ${value}`);
  return n;
}

export function normalBalance(cls: AccountClass, net: number): number {
  return DEBIT_NORMAL.has(cls) ? net : 0 - net; // 0 - net, not -net: no -0 in reports
}

type Row = { code: string; name: string; class: string; net: string | number | null };

function toBalances(rows: Row[]): AccountBalance[] {
  return rows.map((r) => {
    const net = exactInteger(r.net);
    const cls = r.class as AccountClass;
    return { code: r.code, name: r.name, class: cls, net, balance: normalBalance(cls, net) };
  });
}

/**
 * The non-opening journal lines of [from, to] (entry dates), as (account_code, month, debit,
 * credit) rows. Only ever asked for part of one month at each end of a range, through the
 * (user_id, date) index of the entries and then each entry's lines by the entry index — a plan
 * that needs no statistics. The lines are read per entry in a LATERAL subquery fenced by
 * `OFFSET 0`: as a plain join, the planner with statistics chose a hash join over a sequential
 * scan of every journal line (95k lines at 20k sales for 875 entries: ADR 023 part B). The lines
 * name their shop too: the entry index is (user_id, entry_id), so every query reaches one shop's
 * rows on both sides (issue 22; test/ledger-plans.test.ts holds the plan with and without statistics).
 */
const linesBetween = (userId: number, from: string, to: string) => sql`
  SELECT l.account_code, date_trunc('month', e.date)::date AS month, sum(l.debit) AS debit,
    sum(l.credit) AS credit
  FROM journal_entries e
  CROSS JOIN LATERAL (
    SELECT jl.account_code, jl.debit, jl.credit FROM journal_lines jl
    WHERE jl.user_id = ${userId} AND jl.entry_id = e.id OFFSET 0
  ) l
  WHERE e.user_id = ${userId} AND e.date >= ${from}::date AND e.date <= ${to}::date
    AND NOT e.is_opening
  GROUP BY 1, 2`;

/**
 * A range of whole months from the monthly balances and the days left over at either end from
 * the journal lines. `monthsFrom`/`monthsTo` bound the whole months (first days, `monthsTo`
 * exclusive); `withOpening` adds the opening balance.
 */
type Window = {
  monthsFrom: string | null;
  monthsTo: string;
  withOpening: boolean;
  lineRanges: [string, string][];
};

function windowRows(userId: number, w: Window) {
  const months = and(
    w.monthsFrom === null ? undefined : sql`month >= ${w.monthsFrom}::date`,
    sql`month < ${w.monthsTo}::date`,
    sql`NOT is_opening`,
  );
  const rollup = sql`
    SELECT account_code, month, debit, credit FROM account_month_balances
    WHERE user_id = ${userId} AND (${w.withOpening ? sql`is_opening OR ` : sql``}(${months}))`;
  return sql.join(
    [rollup, ...w.lineRanges.map(([from, to]) => linesBetween(userId, from, to))],
    sql` UNION ALL `,
  );
}

/** First day of the month after `date`'s. */
const nextMonth = (date: string) => addMonths(monthStart(date), 1);
/** The first whole month starting on or after `date`. */
const firstWholeMonth = (date: string) => (date.endsWith('-01') ? date : nextMonth(date));
/** The first day after the last whole month ending on or before `date`. */
const wholeMonthsEnd = (date: string) => (date === monthEnd(date) ? nextMonth(date) : monthStart(date));

/**
 * [from, to] as its whole months plus the partial months at its edges (each line range lies
 * within one month).
 */
function rangeWindow(from: string, to: string): Omit<Window, 'withOpening'> {
  const a = firstWholeMonth(from);
  const b = wholeMonthsEnd(to);
  if (a > b) return { monthsFrom: a, monthsTo: a, lineRanges: [[from, to]] }; // inside one month
  const lineRanges: [string, string][] = [];
  if (from < a) lineRanges.push([from, addDays(a, -1)]);
  if (b <= to) lineRanges.push([b, to]);
  return { monthsFrom: a, monthsTo: b, lineRanges };
}

async function balancesOver(db: Executor, userId: number, w: Window): Promise<AccountBalance[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT a.code, a.name, a.class, sum(m.debit - m.credit) AS net
    FROM (${windowRows(userId, w)}) m JOIN accounts a ON a.code = m.account_code
    GROUP BY a.code, a.name, a.class
    ORDER BY a.code`,
  );
  return toBalances(rows);
}

/** Balances as of a date: every movement up to that day plus the opening balance, whatever its date. */
export function balancesAsOf(db: Executor, userId: number, asOf: string): Promise<AccountBalance[]> {
  const b = wholeMonthsEnd(asOf);
  return balancesOver(db, userId, {
    monthsFrom: null,
    monthsTo: b,
    withOpening: true,
    lineRanges: b <= asOf ? [[b, asOf]] : [],
  });
}

/** Movements within [from, to], opening balance excluded (it never touches results). */
export function balancesBetween(
  db: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<AccountBalance[]> {
  return balancesOver(db, userId, { ...rangeWindow(from, to), withOpening: false });
}

export type MonthMovement = AccountBalance & { /** 'YYYY-MM' */ month: string };

/** Movements within [from, to] per calendar month and account, opening balance excluded. */
export async function movementsByMonth(
  db: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<MonthMovement[]> {
  const rows = await queryRows<Row & { month: string }>(
    db,
    sql`
    SELECT to_char(m.month, 'YYYY-MM') AS month, a.code, a.name, a.class, sum(m.debit - m.credit) AS net
    FROM (${windowRows(userId, { ...rangeWindow(from, to), withOpening: false })}) m
    JOIN accounts a ON a.code = m.account_code
    GROUP BY m.month, a.code, a.name, a.class
    ORDER BY m.month, a.code`,
  );
  return toBalances(rows).map((b, i) => ({ ...b, month: rows[i]?.month ?? '' }));
}

export type AccountMovement = {
  code: string;
  name: string;
  class: AccountClass;
  debit: number;
  credit: number;
};

/**
 * Σ debit and Σ credit per account over [from, to], opening balance excluded: whole months from
 * the monthly balances, the edges from the journal lines (the same window as balancesBetween), so
 * a year's trial balance reads accounts × months rows, not every line of the year.
 */
export async function movementTotals(
  db: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<AccountMovement[]> {
  const rows = await queryRows<{ code: string; name: string; class: string; debit: string; credit: string }>(
    db,
    sql`
    SELECT a.code, a.name, a.class, sum(m.debit) AS debit, sum(m.credit) AS credit
    FROM (${windowRows(userId, { ...rangeWindow(from, to), withOpening: false })}) m
    JOIN accounts a ON a.code = m.account_code
    GROUP BY a.code, a.name, a.class
    HAVING sum(m.debit) <> 0 OR sum(m.credit) <> 0
    ORDER BY a.code`,
  );
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    class: r.class as AccountClass,
    debit: exactInteger(r.debit),
    credit: exactInteger(r.credit),
  }));
}

export type Totals = { assets: number; liabilities: number; equity: number; result: number };

/**
 * Balance-sheet totals: equity includes the result (income − costs − expenses), so
 * assets = liabilities + equity always holds for balanced postings.
 */
export function totals(balances: AccountBalance[]): Totals {
  let assets = 0;
  let liabilities = 0;
  let capital = 0;
  let result = 0;
  for (const b of balances) {
    if (b.class === 'activo_corriente' || b.class === 'activo_no_corriente') assets += b.balance;
    else if (b.class === 'pasivo') liabilities += b.balance;
    else if (b.class === 'patrimonio') capital += b.balance;
    else result -= b.net; // income is credit-normal, costs and expenses debit-normal
  }
  return { assets, liabilities, equity: capital + result, result };
}

/** Balance of one account code from a list (0 when absent). */
export function balanceOf(balances: AccountBalance[], code: string): number {
  return balances.find((b) => b.code === code)?.balance ?? 0;
}
