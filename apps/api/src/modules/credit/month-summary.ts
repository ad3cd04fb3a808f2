import type { MonthSummary } from '@cc/shared';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { budgets } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { exactInteger } from '../../ledger/index.ts';
import { monthEnd, monthStart, today } from '../../lib/clock.ts';
import type { DocTable } from './document-kind.ts';

/**
 * GET /api/{incomes,shoppings,expenses}/?summary (docs/accounting.md §Summaries): the current Bogotá
 * month's live documents by kind — cash = CONTADO EFECTIVO, bank = CONTADO BANCO, credit =
 * CREDITO — against the month's budgets of `budget` (none for purchases: 0); difference = budget −
 * real.
 */
export async function monthSummary(
  deps: AppDeps,
  userId: number,
  docs: DocTable,
  budget: 'INGRESO' | 'GASTO' | null,
): Promise<MonthSummary> {
  const { db } = deps;
  const from = monthStart(today(deps.clock));
  const sum = (cond: SQL) => sql<string>`coalesce(sum(${docs.value}) filter (where ${cond}), 0)`;
  const [row] = await db
    .select({
      cash: sum(sql`${docs.paymentType} = 'CONTADO' and ${docs.paymentMethod} = 'EFECTIVO'`),
      bank: sum(sql`${docs.paymentType} = 'CONTADO' and ${docs.paymentMethod} = 'BANCO'`),
      credit: sum(sql`${docs.paymentType} = 'CREDITO'`),
    })
    .from(docs)
    .where(
      and(
        eq(docs.userId, userId),
        eq(docs.deleted, false),
        gte(docs.date, from),
        lte(docs.date, monthEnd(from)),
      ),
    );
  const [planned] = budget
    ? await db
        .select({ total: sql<string>`coalesce(sum(${budgets.value}), 0)` })
        .from(budgets)
        .where(and(eq(budgets.userId, userId), eq(budgets.financialMov, budget), eq(budgets.month, from)))
    : [{ total: '0' }];
  const cash = exactInteger(row?.cash ?? 0);
  const bank = exactInteger(row?.bank ?? 0);
  const credit = exactInteger(row?.credit ?? 0);
  const real = cash + bank + credit;
  const total = exactInteger(planned?.total ?? 0);
  return { cash, bank, credit, real, budget: total, difference: total - real, date: from };
}
