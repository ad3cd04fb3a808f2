import { BOOK_ROWS as B, chartAccount, REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { type AccountBalance, balancesAsOf, balancesBetween, totals } from '../../ledger/index.ts';
import { addMonths } from '../../lib/clock.ts';
import type { CompareRange } from './compare.ts';
import { withComparison } from './compare.ts';
import type { ReportContext } from './context.ts';
import { openingSettlements } from './opening-settlements.ts';
import { titleRow, totalRow, valueRow } from './rows.ts';
import { CAPITAL_ROW } from './texts.ts';

export type BalanceSheet = {
  asOf: AccountBalance[];
  assets: number;
  currentAssets: number;
  liabilities: number;
  /** Per liability account, the part due more than 12 months after the cut-off (non-current). */
  longTerm: Record<string, number>;
  capital: number;
  priorResults: number;
  yearResult: number;
  equity: number;
};

/**
 * The part of each liability account due more than 12 months after `to` (LEDGER.md §Statements):
 * what is still pending on `to` of every liability record whose due date is later than that.
 * Everything else — no due date, purchases and expenses on credit, taxes — is current. Never more
 * than the account's balance.
 */
async function longTermLiabilities(
  ctx: Pick<ReportContext, 'tx' | 'userId'>,
  to: string,
  asOf: AccountBalance[],
): Promise<Record<string, number>> {
  const horizon = addMonths(to, 12);
  const due: Record<string, number> = {};
  for (const o of await openingSettlements(ctx.tx, ctx.userId, to, 'liability')) {
    if (!o.dueDate || o.dueDate <= horizon) continue;
    due[o.code] = (due[o.code] ?? 0) + o.total - o.paid;
  }
  for (const code of Object.keys(due)) {
    const balance = asOf.find((b) => b.code === code)?.balance ?? 0;
    due[code] = Math.max(0, Math.min(due[code] ?? 0, balance));
    if (due[code] === 0) delete due[code];
  }
  return due;
}

/**
 * The balance sheet as of `to`: every movement up to that day plus the opening balance. The result
 * of the year runs from 1 January of to's year; everything earlier is 'de ejercicios anteriores'.
 */
export async function balanceSheet(
  ctx: Pick<ReportContext, 'tx' | 'userId'>,
  to: string,
): Promise<BalanceSheet> {
  const asOf = await balancesAsOf(ctx.tx, ctx.userId, to);
  const year = totals(await balancesBetween(ctx.tx, ctx.userId, `${to.slice(0, 4)}-01-01`, to));
  const all = totals(asOf);
  const sum = (pred: (b: AccountBalance) => boolean) => asOf.filter(pred).reduce((s, b) => s + b.balance, 0);
  // After a year-end close (ADR 038) the results of closed years sit in 3605/3610 (until 1 January)
  // and 3705/3710: the two result rows read them; before any close they are 0 and the rows are
  // computed from classes 4–7 as before — the same figures either way.
  const closedYear = sum((b) => b.code === '3605' || b.code === '3610');
  const retained = sum((b) => b.code === '3705' || b.code === '3710');
  return {
    asOf: asOf.filter((b) => !isResultEquity(b.code)),
    assets: all.assets,
    currentAssets: sum((b) => b.class === 'activo_corriente'),
    liabilities: all.liabilities,
    longTerm: await longTermLiabilities(ctx, to, asOf),
    capital: sum((b) => b.class === 'patrimonio' && !isResultEquity(b.code)),
    priorResults: all.result - year.result + retained,
    yearResult: year.result + closedYear,
    equity: all.equity,
  };
}

/** 3605/3610/3705/3710: shown in the two result rows, not among the capital accounts. */
const isResultEquity = (code: string) => /^3[67]/.test(code);

/** The statement row an account adds to: the chart's row name, or the account's own name. */
const rowOf = (b: AccountBalance): string => chartAccount(b.code)?.row ?? b.name;

/**
 * One row per statement line: the accounts of a class that add to the same row (1430 and 1435 to
 * 'Inventarios', every 15xx less 1592 to 'Propiedad, planta y equipo', 3105 and 3130 to 'Capital')
 * are summed, in code order, the row's code naming them.
 */
function groupedRows(accounts: AccountBalance[]): ReportRow[] {
  const rows = new Map<string, { codes: string[]; balance: number }>();
  for (const b of accounts) {
    const row = rows.get(rowOf(b)) ?? { codes: [], balance: 0 };
    row.codes.push(b.code);
    row.balance += b.balance;
    rows.set(rowOf(b), row);
  }
  return [...rows].map(([name, r]) => valueRow(name, r.balance, { code: r.codes.join(', ') }));
}

/** Which accounts get a row: in each section, those with a balance (on either date when compared). */
export type Shown = {
  asset: (code: string) => boolean;
  current: (code: string) => boolean;
  longTerm: (code: string) => boolean;
};

const sumOf = (s: BalanceSheet, cls: string) =>
  s.asOf.filter((b) => b.class === cls).reduce((t, b) => t + b.balance, 0);
const longTermOf = (s: BalanceSheet, code: string) => s.longTerm[code] ?? 0;
const totalLongTerm = (s: BalanceSheet) => Object.values(s.longTerm).reduce((t, v) => t + v, 0);

function assetRows(s: BalanceSheet, shown: Shown): ReportRow[] {
  const accountRows = (cls: string) =>
    groupedRows(s.asOf.filter((b) => b.class === cls && shown.asset(b.code)));
  return [
    titleRow(R.assets),
    ...accountRows('activo_corriente'),
    totalRow(B.totalCurrentAssets, sumOf(s, 'activo_corriente')),
    ...accountRows('activo_no_corriente'),
    totalRow(B.totalNonCurrentAssets, sumOf(s, 'activo_no_corriente')),
    totalRow(R.totalAssets, s.assets),
  ];
}

/** Liabilities split by due date: current rows, then non-current ones (same row names), each with its total. */
function liabilityRows(s: BalanceSheet, shown: Shown): ReportRow[] {
  const liabilities = s.asOf.filter((b) => b.class === 'pasivo');
  const current = liabilities
    .filter((b) => shown.current(b.code))
    .map((b) => ({ ...b, balance: b.balance - longTermOf(s, b.code) }));
  const longTerm = liabilities
    .filter((b) => shown.longTerm(b.code))
    .map((b) => ({ ...b, balance: longTermOf(s, b.code) }));
  return [
    titleRow(R.liabilities),
    ...groupedRows(current),
    totalRow(R.totalCurrentLiabilities, s.liabilities - totalLongTerm(s)),
    ...groupedRows(longTerm),
    totalRow(R.totalNonCurrentLiabilities, totalLongTerm(s)),
    totalRow(R.totalLiabilities, s.liabilities),
  ];
}

/** Capital, the results of earlier years and of this one (the year-end close reads them from 36/37). */
function equityRows(s: BalanceSheet): ReportRow[] {
  const capitalRows = groupedRows(s.asOf.filter((b) => b.class === 'patrimonio'));
  return [
    titleRow(R.equity),
    ...(capitalRows.length ? capitalRows : [valueRow(CAPITAL_ROW, 0, { code: '31' })]),
    valueRow(R.priorResults, s.priorResults),
    valueRow(R.yearResult, s.yearResult),
    totalRow(R.totalEquity, s.equity),
  ];
}

/**
 * The statement's rows (LEDGER.md §Statements): accounts with their PUC code (those `shown`), the
 * current / non-current subtotals of the formal 'Estado de situación financiera', and the totals
 * of docs/accounting.md §Balance.
 */
function balanceRows(s: BalanceSheet, shown: Shown): ReportRow[] {
  return [
    ...assetRows(s, shown),
    ...liabilityRows(s, shown),
    ...equityRows(s),
    totalRow(R.totalLiabilitiesEquity, s.liabilities + s.equity),
  ];
}

/** The accounts with a row in any of `sheets`. */
export function shownIn(sheets: BalanceSheet[]): Shown {
  const has = (pred: (s: BalanceSheet, b: AccountBalance) => boolean) => (code: string) =>
    sheets.some((s) => s.asOf.some((b) => b.code === code && pred(s, b)));
  return {
    asset: has((_s, b) => b.balance !== 0),
    current: has((s, b) => b.balance - longTermOf(s, b.code) !== 0),
    longTerm: has((s, b) => longTermOf(s, b.code) !== 0),
  };
}

/**
 * 'Mi balance' (docs/accounting.md §Balance): assets, liabilities and equity; zero accounts are left out. With a
 * comparison (a previous cut-off), the accounts of either date are shown and each row gets the other date's figure.
 */
export async function balanceReport(ctx: ReportContext, compare?: CompareRange): Promise<ReportRow[]> {
  const s = await balanceSheet(ctx, ctx.to);
  if (!compare) return balanceRows(s, shownIn([s]));
  const p = await balanceSheet(ctx, compare.to_date);
  const shown = shownIn([s, p]);
  const withAll = (x: BalanceSheet, y: BalanceSheet): BalanceSheet => ({
    ...x,
    // Both statements list the same accounts, so their rows match one to one.
    asOf: [
      ...x.asOf,
      ...y.asOf
        .filter((b) => !x.asOf.some((a) => a.code === b.code))
        .map((b) => ({ ...b, net: 0, balance: 0 })),
    ].sort((a, b) => a.code.localeCompare(b.code)),
  });
  return withComparison(balanceRows(withAll(s, p), shown), balanceRows(withAll(p, s), shown));
}
