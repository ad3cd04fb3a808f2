import { BOOK_ROWS as B, chartAccount, REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { type AccountBalance, balancesAsOf, balancesBetween, totals } from '../../ledger/index.ts';
import type { CompareRange } from './compare.ts';
import { withComparison } from './compare.ts';
import type { ReportContext } from './context.ts';
import { titleRow, totalRow, valueRow } from './rows.ts';
import { CAPITAL_ROW } from './texts.ts';

export type BalanceSheet = {
  asOf: AccountBalance[];
  assets: number;
  currentAssets: number;
  liabilities: number;
  capital: number;
  priorResults: number;
  yearResult: number;
  equity: number;
};

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
 * 'Inventarios', every 15xx to 'Propiedad, planta y equipo', 3105 and 3130 to 'Capital') are summed,
 * in code order, the row's code naming them.
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

/**
 * The statement's rows: accounts with their PUC code (those `shown`), the current / non-current
 * subtotals of the formal 'Estado de situación financiera', and the totals of docs/accounting.md §Balance.
 */
function balanceRows(s: BalanceSheet, shown: (code: string) => boolean): ReportRow[] {
  const accountRows = (cls: string) => groupedRows(s.asOf.filter((b) => b.class === cls && shown(b.code)));
  const sumOf = (cls: string) => s.asOf.filter((b) => b.class === cls).reduce((t, b) => t + b.balance, 0);
  const capitalRows = groupedRows(s.asOf.filter((b) => b.class === 'patrimonio'));
  return [
    titleRow(R.assets),
    ...accountRows('activo_corriente'),
    totalRow(B.totalCurrentAssets, sumOf('activo_corriente')),
    ...accountRows('activo_no_corriente'),
    totalRow(B.totalNonCurrentAssets, sumOf('activo_no_corriente')),
    totalRow(R.totalAssets, s.assets),
    titleRow(R.liabilities),
    ...accountRows('pasivo'),
    totalRow(R.totalLiabilities, s.liabilities),
    titleRow(R.equity),
    ...(capitalRows.length ? capitalRows : [valueRow(CAPITAL_ROW, 0, { code: '31' })]),
    valueRow(R.priorResults, s.priorResults),
    valueRow(R.yearResult, s.yearResult),
    totalRow(R.totalEquity, s.equity),
    totalRow(R.totalLiabilitiesEquity, s.liabilities + s.equity),
  ];
}

/**
 * 'Mi balance' (docs/accounting.md §Balance): assets, liabilities and equity; zero accounts are left out. With a
 * comparison, the accounts of either date are shown and each row gets the other date's figure.
 */
export async function balanceReport(ctx: ReportContext, compare?: CompareRange): Promise<ReportRow[]> {
  const s = await balanceSheet(ctx, ctx.to);
  if (!compare) return balanceRows(s, (code) => s.asOf.some((b) => b.code === code && b.balance !== 0));
  const p = await balanceSheet(ctx, compare.to_date);
  const shown = (code: string) => [...s.asOf, ...p.asOf].some((b) => b.code === code && b.balance !== 0);
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
