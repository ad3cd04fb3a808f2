import type { ShoppingSummary } from '@cc/shared';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { shoppings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { exactInteger } from '../../ledger/index.ts';
import { monthEnd, monthStart, today } from '../../lib/clock.ts';

/**
 * GET /api/shoppings/?summary (LEDGER.md 'Summaries'): the current Bogotá month's live purchases
 * by kind — cash = CONTADO EFECTIVO, bank = CONTADO BANCO, credit = CREDITO. Purchases have no
 * budget: budget 0, difference = 0 − real.
 */
export async function shoppingSummary(deps: AppDeps, userId: number): Promise<ShoppingSummary> {
  const from = monthStart(today(deps.clock));
  const to = monthEnd(from);
  const sum = (cond: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${shoppings.value}) filter (where ${cond}), 0)`;
  const [row] = await deps.db
    .select({
      cash: sum(sql`${shoppings.paymentType} = 'CONTADO' and ${shoppings.paymentMethod} = 'EFECTIVO'`),
      bank: sum(sql`${shoppings.paymentType} = 'CONTADO' and ${shoppings.paymentMethod} = 'BANCO'`),
      credit: sum(sql`${shoppings.paymentType} = 'CREDITO'`),
    })
    .from(shoppings)
    .where(
      and(
        eq(shoppings.userId, userId),
        eq(shoppings.deleted, false),
        gte(shoppings.date, from),
        lte(shoppings.date, to),
      ),
    );
  const cash = exactInteger(row?.cash ?? 0);
  const bank = exactInteger(row?.bank ?? 0);
  const credit = exactInteger(row?.credit ?? 0);
  const real = cash + bank + credit;
  return { cash, bank, credit, real, budget: 0, difference: 0 - real, date: from };
}
