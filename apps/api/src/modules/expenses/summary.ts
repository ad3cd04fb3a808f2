import type { ExpenseSummary } from '@cc/shared';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { budgets, expenses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { exactInteger } from '../../ledger/index.ts';
import { monthEnd, monthStart, today } from '../../lib/clock.ts';

/**
 * GET /api/expenses/?summary (LEDGER.md 'Summaries'): the current Bogotá month's live expenses
 * by kind — cash = CONTADO EFECTIVO, bank = CONTADO BANCO, credit = CREDITO — against the
 * month's GASTO budgets; difference = budget − real.
 */
export async function expenseSummary(deps: AppDeps, userId: number): Promise<ExpenseSummary> {
  const { db } = deps;
  const from = monthStart(today(deps.clock));
  const to = monthEnd(from);
  const sum = (cond: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${expenses.value}) filter (where ${cond}), 0)`;
  const [spent] = await db
    .select({
      cash: sum(sql`${expenses.paymentType} = 'CONTADO' and ${expenses.paymentMethod} = 'EFECTIVO'`),
      bank: sum(sql`${expenses.paymentType} = 'CONTADO' and ${expenses.paymentMethod} = 'BANCO'`),
      credit: sum(sql`${expenses.paymentType} = 'CREDITO'`),
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.userId, userId),
        eq(expenses.deleted, false),
        gte(expenses.date, from),
        lte(expenses.date, to),
      ),
    );
  const [budget] = await db
    .select({ total: sql<string>`coalesce(sum(${budgets.value}), 0)` })
    .from(budgets)
    .where(and(eq(budgets.userId, userId), eq(budgets.financialMov, 'GASTO'), eq(budgets.month, from)));
  const cash = exactInteger(spent?.cash ?? 0);
  const bank = exactInteger(spent?.bank ?? 0);
  const credit = exactInteger(spent?.credit ?? 0);
  const real = cash + bank + credit;
  const planned = exactInteger(budget?.total ?? 0);
  return { cash, bank, credit, real, budget: planned, difference: planned - real, date: from };
}
