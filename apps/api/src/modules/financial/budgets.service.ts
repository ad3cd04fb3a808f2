import { type BudgetRecord, FINANCIAL_MSG, type FinancialMov } from '@cc/shared';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { budgets, financialCategories } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { type Page, pageOf } from '../../lib/route-params.ts';
import { findCategory } from './categories.service.ts';

// Budgets are plans, not events: they post nothing to the ledger, and they stay editable after
// the initial information is closed.

const UNIQUE = 'budgets_user_month_category_uq';
const B = FINANCIAL_MSG.budget;

/** `date` is the month, 'yyyy-MM' (stored as its first day). */
export type BudgetInput = { date: string; category: number; value: number; financial_mov: FinancialMov };
export type BudgetPatch = Partial<{ [K in keyof BudgetInput]: BudgetInput[K] | undefined }>;

const columns = {
  id: budgets.id,
  month: budgets.month,
  categoryId: budgets.categoryId,
  categoryName: financialCategories.name,
  value: budgets.value,
  financialMov: budgets.financialMov,
};
type Row = {
  id: number;
  month: string;
  categoryId: number;
  categoryName: string;
  value: number;
  financialMov: FinancialMov;
};

const toMonthStart = (month: string) => `${month}-01`;

function toRecord(r: Row): BudgetRecord {
  return {
    id: r.id,
    date: r.month.slice(0, 7),
    category: { id: r.categoryId, name: r.categoryName },
    value: r.value,
    financial_mov: r.financialMov,
  };
}

function select(db: Executor) {
  return db
    .select(columns)
    .from(budgets)
    .innerJoin(financialCategories, eq(financialCategories.id, budgets.categoryId));
}

/** Newest month first, then the most recently created. */
export async function listBudgets(
  db: Executor,
  userId: number,
  type: FinancialMov | undefined,
  page: Page,
): Promise<{ items: BudgetRecord[]; total: number }> {
  const where = and(eq(budgets.userId, userId), type ? eq(budgets.financialMov, type) : undefined);
  const rows = await select(db)
    .where(where)
    .orderBy(desc(budgets.month), desc(budgets.id))
    .limit(pageOf(page).limit)
    .offset(pageOf(page).offset);
  const [total] = await db.select({ n: count() }).from(budgets).where(where);
  return { items: rows.map(toRecord), total: total?.n ?? 0 };
}

/**
 * The user's budget, else 404. `lock` first holds its row until commit (without the join, which
 * Postgres would re-check against the old category after waiting), then reads it fresh.
 */
async function findOwn(db: Executor, userId: number, id: number, lock = false): Promise<Row> {
  const own = and(eq(budgets.id, id), eq(budgets.userId, userId));
  if (lock) await db.select({ id: budgets.id }).from(budgets).where(own).for('update');
  const [row] = await select(db).where(own);
  if (!row) throw AppError.notFound();
  return row;
}

export async function getBudget(db: Executor, userId: number, id: number): Promise<BudgetRecord> {
  return toRecord(await findOwn(db, userId, id));
}

/** An income budget takes an INGRESO category, an expense budget a GASTO one. */
async function checkCategory(tx: Tx, categoryId: number, mov: FinancialMov) {
  const category = await findCategory(tx, categoryId);
  if (!category || category.appliesTo !== mov) throw AppError.fields({ category: [B.categoryUnknown] });
  return category;
}

async function checkNotTaken(tx: Tx, userId: number, month: string, categoryId: number, exceptId?: number) {
  const [taken] = await tx
    .select({ id: budgets.id })
    .from(budgets)
    .where(
      and(
        eq(budgets.userId, userId),
        eq(budgets.month, toMonthStart(month)),
        eq(budgets.categoryId, categoryId),
        exceptId === undefined ? undefined : ne(budgets.id, exceptId),
      ),
    );
  if (taken) throw AppError.fields({ category: [B.duplicate] });
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE)) throw AppError.fields({ category: [B.duplicate] });
    throw error;
  }
}

export function createBudget(deps: AppDeps, userId: number, input: BudgetInput): Promise<BudgetRecord> {
  return guarded(() =>
    deps.db.transaction(async (tx) => {
      const category = await checkCategory(tx, input.category, input.financial_mov);
      await checkNotTaken(tx, userId, input.date, category.id);
      const [created] = await tx
        .insert(budgets)
        .values({
          userId,
          month: toMonthStart(input.date),
          categoryId: category.id,
          financialMov: input.financial_mov,
          value: input.value,
        })
        .returning({ id: budgets.id });
      if (!created) throw new Error('budget not written');
      return toRecord({
        id: created.id,
        month: toMonthStart(input.date),
        categoryId: category.id,
        categoryName: category.name,
        value: input.value,
        financialMov: input.financial_mov,
      });
    }),
  );
}

export function updateBudget(
  deps: AppDeps,
  userId: number,
  id: number,
  patch: BudgetPatch,
): Promise<BudgetRecord> {
  return guarded(() =>
    deps.db.transaction(async (tx) => {
      const current = await findOwn(tx, userId, id, true);
      const next: BudgetInput = {
        date: patch.date ?? current.month.slice(0, 7),
        category: patch.category ?? current.categoryId,
        value: patch.value ?? current.value,
        financial_mov: patch.financial_mov ?? current.financialMov,
      };
      const category = await checkCategory(tx, next.category, next.financial_mov);
      if (next.category !== current.categoryId || toMonthStart(next.date) !== current.month) {
        await checkNotTaken(tx, userId, next.date, next.category, current.id);
      }
      await tx
        .update(budgets)
        .set({
          month: toMonthStart(next.date),
          categoryId: next.category,
          value: next.value,
          financialMov: next.financial_mov,
        })
        .where(and(eq(budgets.id, current.id), eq(budgets.userId, userId)));
      return toRecord({
        id: current.id,
        month: toMonthStart(next.date),
        categoryId: category.id,
        categoryName: category.name,
        value: next.value,
        financialMov: next.financial_mov,
      });
    }),
  );
}

export async function deleteBudget(deps: AppDeps, userId: number, id: number): Promise<void> {
  const current = await findOwn(deps.db, userId, id);
  await deps.db.delete(budgets).where(and(eq(budgets.id, current.id), eq(budgets.userId, userId)));
}
