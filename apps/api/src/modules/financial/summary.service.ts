import type { InitialSummary } from '@cc/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { budgets, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { type AccountClass, exactInteger, openingBalances, syncOpeningDate } from '../../ledger/index.ts';
import { monthStart, today } from '../../lib/clock.ts';

/**
 * Opening balance by account class: the lines of the opening entry (initial assets and
 * liabilities, initial stock batches).
 */
async function openingByClass(db: Executor, userId: number): Promise<Map<AccountClass, number>> {
  const out = new Map<AccountClass, number>();
  for (const b of await openingBalances(db, userId)) out.set(b.class, (out.get(b.class) ?? 0) + b.balance);
  return out;
}

async function monthBudgets(
  db: Executor,
  userId: number,
  month: string,
): Promise<{ income: number; expense: number }> {
  const rows = await db
    .select({ mov: budgets.financialMov, total: sql<string>`coalesce(sum(${budgets.value}), 0)` })
    .from(budgets)
    .where(and(eq(budgets.userId, userId), eq(budgets.month, month)))
    .groupBy(budgets.financialMov);
  const total = (mov: string) => exactInteger(rows.find((r) => r.mov === mov)?.total);
  return { income: total('INGRESO'), expense: total('GASTO') };
}

/**
 * GET /api/financial_info/summary/: the opening balance from the ledger (so the initial
 * inventory counts as an asset) and the budgets of the current Bogotá month.
 */
export async function initialSummary(deps: AppDeps, userId: number): Promise<InitialSummary> {
  const byClass = await openingByClass(deps.db, userId);
  const get = (cls: AccountClass) => byClass.get(cls) ?? 0;
  const assets = get('activo_corriente') + get('activo_no_corriente');
  const liabilities = get('pasivo');
  const b = await monthBudgets(deps.db, userId, monthStart(today(deps.clock)));
  return {
    assets,
    liabilities,
    patrimony: assets - liabilities,
    budget_income: b.income,
    budget_expense: b.expense,
  };
}

/**
 * Closes the initial information: the opening balance becomes read-only, and the month of the
 * close anchors the business's start date (the opening entry is re-dated to it when no document
 * is earlier: ledger/start-date.ts). Idempotent: a second close keeps the first day.
 */
export async function closeInitialInfo(deps: AppDeps, userId: number): Promise<{ initial_info: true }> {
  await deps.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(users)
      .set({ initialInfo: true, initialInfoClosedOn: today(deps.clock) })
      .where(and(eq(users.id, userId), eq(users.initialInfo, false)))
      .returning({ id: users.id });
    if (closed) await syncOpeningDate(tx, userId);
  });
  return { initial_info: true };
}
