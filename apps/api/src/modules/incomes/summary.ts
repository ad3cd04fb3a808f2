import type { IncomeSummary } from '@cc/shared';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { budgets, incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { exactInteger } from '../../ledger/index.ts';
import { monthEnd, monthStart, today } from '../../lib/clock.ts';

/**
 * GET /api/incomes/?summary (LEDGER.md 'Summaries'): the current Bogotá month's live sales by
 * kind — cash = CONTADO EFECTIVO, bank = CONTADO BANCO, credit = CREDITO — against the month's
 * INGRESO budgets; difference = budget − real.
 */
export async function incomeSummary(deps: AppDeps, userId: number): Promise<IncomeSummary> {
  const { db } = deps;
  const from = monthStart(today(deps.clock));
  const to = monthEnd(from);
  const sum = (cond: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${incomes.value}) filter (where ${cond}), 0)`;
  const [sales] = await db
    .select({
      cash: sum(sql`${incomes.paymentType} = 'CONTADO' and ${incomes.paymentMethod} = 'EFECTIVO'`),
      bank: sum(sql`${incomes.paymentType} = 'CONTADO' and ${incomes.paymentMethod} = 'BANCO'`),
      credit: sum(sql`${incomes.paymentType} = 'CREDITO'`),
    })
    .from(incomes)
    .where(
      and(
        eq(incomes.userId, userId),
        eq(incomes.deleted, false),
        gte(incomes.date, from),
        lte(incomes.date, to),
      ),
    );
  const [budget] = await db
    .select({ total: sql<string>`coalesce(sum(${budgets.value}), 0)` })
    .from(budgets)
    .where(and(eq(budgets.userId, userId), eq(budgets.financialMov, 'INGRESO'), eq(budgets.month, from)));
  const cash = exactInteger(sales?.cash);
  const bank = exactInteger(sales?.bank);
  const credit = exactInteger(sales?.credit);
  const real = cash + bank + credit;
  const planned = exactInteger(budget?.total);
  return { cash, bank, credit, real, budget: planned, difference: planned - real, date: from };
}
