import { chartAccount, REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { budgets, financialCategories } from '../../db/schema/index.ts';
import { exactInteger, resultBalancesBetween } from '../../ledger/index.ts';
import type { ReportContext } from './context.ts';
import { expenseParts } from './expense-parts.ts';
import { totalRow, valueRow } from './rows.ts';

const monthStart = (d: string) => `${d.slice(0, 7)}-01`;

/**
 * 'Control de gastos' (docs/accounting.md §Expense control): per expense category, presupuestado = the GASTO budgets of the
 * months the range touches, ejecutado = the category's expenses in the journal for the range (its
 * part of an account several categories share), diferencia = presupuestado − ejecutado; then 'Total'. Categories with neither are left out.
 */
export async function expensesReport(ctx: ReportContext): Promise<ReportRow[]> {
  const { tx, userId } = ctx;
  const categories = await tx
    .select({
      id: financialCategories.id,
      name: financialCategories.name,
      account: financialCategories.accountCode,
    })
    .from(financialCategories)
    .where(eq(financialCategories.appliesTo, 'GASTO'))
    .orderBy(asc(financialCategories.id));
  const planned = await tx
    .select({ categoryId: budgets.categoryId, value: sql<string>`sum(${budgets.value})` })
    .from(budgets)
    .where(
      and(
        eq(budgets.userId, userId),
        eq(budgets.financialMov, 'GASTO'),
        gte(budgets.month, monthStart(ctx.from)),
        lte(budgets.month, monthStart(ctx.to)),
      ),
    )
    .groupBy(budgets.categoryId);
  const executed = (await resultBalancesBetween(tx, userId, ctx.from, ctx.to)).filter(
    (b) => b.class === 'gasto',
  );

  const parts = await expenseParts(ctx, ctx.from, ctx.to);

  const budgetOf = new Map(planned.map((p) => [p.categoryId, exactInteger(p.value)]));
  const rows: ReportRow[] = [];
  const push = (name: string, budget: number, value: number) => {
    if (budget === 0 && value === 0) return;
    rows.push(valueRow(name, value, { budget, difference: budget - value }));
  };
  for (const c of categories) {
    const value = parts.filter((p) => p.id === c.id).reduce((s, p) => s + p.net, 0);
    push(c.name, budgetOf.get(c.id) ?? 0, value);
  }
  // What an expense account holds beside the categories' documents still shows as spent.
  for (const b of executed) {
    const rest = b.balance - parts.filter((p) => p.code === b.code).reduce((s, p) => s + p.net, 0);
    push(chartAccount(b.code)?.row ?? b.name, 0, rest);
  }

  const budget = rows.reduce((s, r) => s + (r.budget ?? 0), 0);
  const value = rows.reduce((s, r) => s + (r.value ?? 0), 0);
  return [...rows, totalRow(R.total, value, { budget, difference: budget - value })];
}
