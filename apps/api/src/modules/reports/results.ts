import { REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { ACC, type AccountBalance, balancesBetween } from '../../ledger/index.ts';
import { type CompareRange, withComparison } from './compare.ts';
import type { ReportContext } from './context.ts';
import { redRow, totalRow, valueRow } from './rows.ts';

export type IncomeStatement = {
  sales: number;
  cost: number;
  grossProfit: number;
  expenses: number;
  operatingProfit: number;
  expenseAccounts: AccountBalance[];
};

/**
 * Income statement of [from, to] from the journal (opening entries excluded). Sales are the
 * income accounts; cost is 6135 + 7105 (every 'costo' account); expenses are the 51xx accounts.
 */
export async function incomeStatement(
  ctx: Pick<ReportContext, 'tx' | 'userId'>,
  from: string,
  to: string,
): Promise<IncomeStatement> {
  const period = await balancesBetween(ctx.tx, ctx.userId, from, to);
  const sum = (cls: string) => period.filter((b) => b.class === cls).reduce((s, b) => s + b.balance, 0);
  const sales = sum('ingreso');
  const cost = sum('costo');
  const expenses = sum('gasto');
  return {
    sales,
    cost,
    grossProfit: sales - cost,
    expenses,
    operatingProfit: sales - cost - expenses,
    expenseAccounts: period.filter((b) => b.class === 'gasto' && b.balance !== 0),
  };
}

/** Rows of the statement, with the PUC codes; expense accounts `shown` one by one. */
function resultRows(s: IncomeStatement, shown: AccountBalance[]): ReportRow[] {
  return [
    valueRow(R.sales, s.sales, { code: ACC.ingresosVentas }),
    redRow(R.costOfSales, s.cost, { code: `${ACC.costoVentas}, ${ACC.comprasInsumos}` }),
    totalRow(R.grossProfit, s.grossProfit),
    redRow(R.expenses, s.expenses, { code: '51' }),
    ...shown.map((a) =>
      valueRow(a.name, s.expenseAccounts.find((b) => b.code === a.code)?.balance ?? 0, { code: a.code }),
    ),
    totalRow(R.operatingProfit, s.operatingProfit),
  ];
}

/**
 * 'Mis resultados' (docs/accounting.md §Results, docs/product/3-expenses-reports.md §9: cost and expenses in red, the two profits as totals).
 * With a comparison, the expense accounts of either period are shown, with both figures.
 */
export async function resultsReport(ctx: ReportContext, compare?: CompareRange): Promise<ReportRow[]> {
  const s = await incomeStatement(ctx, ctx.from, ctx.to);
  if (!compare) return resultRows(s, s.expenseAccounts);
  const p = await incomeStatement(ctx, compare.from_date, compare.to_date);
  const shown = [
    ...s.expenseAccounts,
    ...p.expenseAccounts.filter((b) => !s.expenseAccounts.some((a) => a.code === b.code)),
  ].sort((a, b) => a.code.localeCompare(b.code));
  return withComparison(resultRows(s, shown), resultRows(p, shown));
}
