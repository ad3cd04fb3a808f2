import { REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { type AccountBalance, balancesBetween } from '../../ledger/index.ts';
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

/** 'Mis resultados' (LEDGER.md, spec 3 §9: cost and expenses in red, the two profits as totals). */
export async function resultsReport(ctx: ReportContext): Promise<ReportRow[]> {
  const s = await incomeStatement(ctx, ctx.from, ctx.to);
  return [
    valueRow(R.sales, s.sales),
    redRow(R.costOfSales, s.cost),
    totalRow(R.grossProfit, s.grossProfit),
    redRow(R.expenses, s.expenses),
    ...s.expenseAccounts.map((b) => valueRow(b.name, b.balance)),
    totalRow(R.operatingProfit, s.operatingProfit),
  ];
}
