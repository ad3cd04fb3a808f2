import { chartAccount, REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { ACC, type balancesBetween, resultBalancesBetween } from '../../ledger/index.ts';
import { type CompareRange, withComparison } from './compare.ts';
import type { ReportContext } from './context.ts';
import { expenseParts } from './expense-parts.ts';
import { redRow, totalRow, valueRow } from './rows.ts';

export type IncomeStatement = {
  sales: number;
  cost: number;
  grossProfit: number;
  expenses: number;
  operatingProfit: number;
  expenseRows: ExpenseRow[];
};

/** A row under 'Gastos administrativos y de ventas': an expense category's part of its account. */
type ExpenseRow = { key: string; code: string; name: string; value: number };

/**
 * Income statement of [from, to] from the journal (opening entries excluded). Sales are the
 * income accounts; cost is 6120 + 6135 + 7105 (every 'costo' account); expenses are the gasto
 * accounts, shown per expense category, with whatever else an account holds under its own row.
 */
export async function incomeStatement(
  ctx: Pick<ReportContext, 'tx' | 'userId'>,
  from: string,
  to: string,
): Promise<IncomeStatement> {
  // The year-end close left out: a closed year still shows its income and expenses (ADR 038).
  const period = await resultBalancesBetween(ctx.tx, ctx.userId, from, to);
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
    expenseRows: await expenseRows(ctx, from, to, period),
  };
}

async function expenseRows(
  ctx: Pick<ReportContext, 'tx' | 'userId'>,
  from: string,
  to: string,
  period: Awaited<ReturnType<typeof balancesBetween>>,
): Promise<ExpenseRow[]> {
  const accounts = period.filter((b) => b.class === 'gasto' && b.balance !== 0);
  if (accounts.length === 0) return [];
  const parts = await expenseParts(ctx, from, to);
  return accounts.flatMap((a) => {
    const mine = parts.filter((p) => p.code === a.code && p.net !== 0);
    const rest = a.balance - mine.reduce((t, p) => t + p.net, 0);
    return [
      ...mine.map((p) => ({ key: `${a.code}:${p.id}`, code: a.code, name: p.name, value: p.net })),
      ...(rest === 0
        ? []
        : [{ key: a.code, code: a.code, name: chartAccount(a.code)?.row ?? a.name, value: rest }]),
    ];
  });
}

/** Rows of the statement, with the PUC codes; expense rows `shown` one by one. */
function resultRows(s: IncomeStatement, shown: ExpenseRow[]): ReportRow[] {
  return [
    valueRow(R.sales, s.sales, { code: ACC.ingresosVentas }),
    redRow(R.costOfSales, s.cost, {
      code: `${ACC.costoProductosFabricados}, ${ACC.costoVentas}, ${ACC.comprasInsumos}`,
    }),
    totalRow(R.grossProfit, s.grossProfit),
    redRow(R.expenses, s.expenses, { code: '51' }),
    ...shown.map((a) =>
      valueRow(a.name, s.expenseRows.find((b) => b.key === a.key)?.value ?? 0, { code: a.code }),
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
  if (!compare) return resultRows(s, s.expenseRows);
  const p = await incomeStatement(ctx, compare.from_date, compare.to_date);
  const shown = [
    ...s.expenseRows,
    ...p.expenseRows.filter((b) => !s.expenseRows.some((a) => a.key === b.key)),
  ].sort((a, b) => a.key.localeCompare(b.key));
  return withComparison(resultRows(s, shown), resultRows(p, shown));
}
