import { REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { type AccountBalance, balancesAsOf, balancesBetween, totals } from '../../ledger/index.ts';
import type { ReportContext } from './context.ts';
import { titleRow, totalRow, valueRow } from './rows.ts';

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
  return {
    asOf,
    assets: all.assets,
    currentAssets: sum((b) => b.class === 'activo_corriente'),
    liabilities: all.liabilities,
    capital: sum((b) => b.class === 'patrimonio'),
    priorResults: all.result - year.result,
    yearResult: year.result,
    equity: all.equity,
  };
}

/** 'Mi balance' (LEDGER.md): assets, liabilities and equity; zero accounts are left out. */
export async function balanceReport(ctx: ReportContext): Promise<ReportRow[]> {
  const s = await balanceSheet(ctx, ctx.to);
  const accountRows = (classes: string[]) =>
    s.asOf
      .filter((b) => classes.includes(b.class) && b.balance !== 0)
      .map((b) => valueRow(b.name, b.balance));
  const capitalRows = s.asOf.filter((b) => b.class === 'patrimonio').map((b) => valueRow(b.name, b.balance));
  return [
    titleRow(R.assets),
    ...accountRows(['activo_corriente', 'activo_no_corriente']),
    totalRow(R.totalAssets, s.assets),
    titleRow(R.liabilities),
    ...accountRows(['pasivo']),
    totalRow(R.totalLiabilities, s.liabilities),
    titleRow(R.equity),
    ...(capitalRows.length ? capitalRows : [valueRow('Capital', 0)]),
    valueRow(R.priorResults, s.priorResults),
    valueRow(R.yearResult, s.yearResult),
    totalRow(R.totalEquity, s.equity),
    totalRow(R.totalLiabilitiesEquity, s.liabilities + s.equity),
  ];
}
