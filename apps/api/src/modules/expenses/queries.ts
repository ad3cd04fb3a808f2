import {
  DEFAULT_REMINDER_OPTION,
  type ExpenseDetail,
  type ExpenseListItem,
  type ExpensePayment,
  type PaymentMethod,
  type PaymentType,
  padNumber,
  paymentReference,
  reminderOptionByDays,
} from '@cc/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { expensePayments, expenses, financialCategories } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { type Page, pageOf } from '../../lib/route-params.ts';
import type { ExpenseRow } from './expense-row.ts';

type PaymentRow = typeof expensePayments.$inferSelect;

export function toPayment(p: PaymentRow, expense: { number: number; paidOut: boolean }): ExpensePayment {
  return {
    id: p.id,
    expense_id: p.expenseId,
    number: p.ordinal,
    reference: paymentReference(expense.number, p.ordinal),
    date: p.date,
    value: p.value,
    payment: p.value,
    payment_method: p.paymentMethod as PaymentMethod,
    observations: p.observations,
    deleted: p.deleted,
    is_finished: expense.paidOut,
    is_initial: p.isInitial,
  };
}

/** The option id of stored reminder days (an unknown day count reads as the default). */
export const reminderOptionOf = (days: number): number =>
  reminderOptionByDays(days)?.id ?? DEFAULT_REMINDER_OPTION;

/** GET /api/expenses/{id}/: the expense with its category and payments (voided ones included). */
export async function getExpense(db: Executor, userId: number, id: number | null): Promise<ExpenseDetail> {
  if (id === null) throw AppError.notFound();
  const [row] = await db
    .select({ expense: expenses, categoryName: financialCategories.name })
    .from(expenses)
    .innerJoin(financialCategories, eq(financialCategories.id, expenses.categoryId))
    .where(and(eq(expenses.userId, userId), eq(expenses.id, id)));
  if (!row) throw AppError.notFound();
  const payments = await db
    .select()
    .from(expensePayments)
    .where(and(eq(expensePayments.userId, userId), eq(expensePayments.expenseId, id)))
    .orderBy(asc(expensePayments.ordinal));
  return toDetail(row.expense, row.categoryName, payments);
}

export function toDetail(e: ExpenseRow, categoryName: string, payments: PaymentRow[]): ExpenseDetail {
  return {
    id: e.id,
    number: e.number,
    reference: padNumber(e.number),
    description: e.description,
    value: e.value,
    category_id: e.categoryId,
    category: { id: e.categoryId, name: categoryName },
    date: e.date,
    observations: e.observations,
    reminder: reminderOptionOf(e.reminderDays),
    reminder_days: e.reminderDays,
    payment_type: e.paymentType as PaymentType,
    payment_method: (e.paymentMethod as PaymentMethod | null) ?? null,
    payment: e.payment,
    balance: e.value - e.payment,
    deleted: e.deleted,
    paid_out: e.paidOut,
    is_payment: false,
    reminder_id: e.reminderId,
    payments: payments.map((p) => toPayment(p, e)),
  };
}

/** date, created instant, payments after documents of the same instant, id — all descending. */
type SortKey = [string, number, number, number];
function compareDesc(a: SortKey, b: SortKey): number {
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] !== b[i]) return (a[i] as string | number) < (b[i] as string | number) ? 1 : -1;
  }
  return 0;
}

export type ExpenseFilters = {
  paymentType?: PaymentType | undefined;
  paymentMethod?: PaymentMethod | undefined;
  /** Also list the abonos paid (by paymentMethod when given) as is_payment rows. */
  payments: boolean;
};

/**
 * GET /api/expenses/ (API.md 'Income list items … Purchases and expenses alike'): the user's
 * expenses filtered by type and method, newest first, plus — with `payment=true` — every abono
 * paid by that method (the cash and bank screens list the money that went out). Voided rows are
 * listed with deleted true.
 */
export async function listExpenses(
  db: Executor,
  userId: number,
  filters: ExpenseFilters,
  page: Page,
): Promise<{ rows: ExpenseListItem[]; total: number }> {
  const { limit, offset } = pageOf(page);
  // Each side is read up to offset + limit rows, then merged: exact for any page.
  const window = offset + limit;
  const docWhere: SQL | undefined = and(
    eq(expenses.userId, userId),
    filters.paymentType ? eq(expenses.paymentType, filters.paymentType) : undefined,
    filters.paymentMethod ? eq(expenses.paymentMethod, filters.paymentMethod) : undefined,
  );
  const docs = await db
    .select({ expense: expenses, categoryName: financialCategories.name })
    .from(expenses)
    .innerJoin(financialCategories, eq(financialCategories.id, expenses.categoryId))
    .where(docWhere)
    .orderBy(desc(expenses.date), desc(expenses.createdAt), desc(expenses.id))
    .limit(window);
  const [docCount] = await db.select({ n: count() }).from(expenses).where(docWhere);

  let payRows: { payment: PaymentRow; expense: ExpenseRow; categoryName: string }[] = [];
  let payCount = 0;
  if (filters.payments) {
    const payWhere = and(
      eq(expensePayments.userId, userId),
      filters.paymentMethod ? eq(expensePayments.paymentMethod, filters.paymentMethod) : undefined,
    );
    payRows = await db
      .select({ payment: expensePayments, expense: expenses, categoryName: financialCategories.name })
      .from(expensePayments)
      .innerJoin(expenses, eq(expenses.id, expensePayments.expenseId))
      .innerJoin(financialCategories, eq(financialCategories.id, expenses.categoryId))
      .where(payWhere)
      .orderBy(desc(expensePayments.date), desc(expensePayments.createdAt), desc(expensePayments.id))
      .limit(window);
    const [n] = await db.select({ n: count() }).from(expensePayments).where(payWhere);
    payCount = n?.n ?? 0;
  }

  const items: (ExpenseListItem & { sortKey: SortKey })[] = [
    ...docs.map(({ expense: e, categoryName }) => ({
      sortKey: [e.date, e.createdAt.getTime(), 0, e.id] as SortKey,
      id: e.id,
      number: e.number,
      reference: padNumber(e.number),
      date: e.date,
      description: e.description,
      category: { id: e.categoryId, name: categoryName },
      value: e.value,
      payment: e.payment,
      payment_type: e.paymentType as PaymentType,
      payment_method: (e.paymentMethod as PaymentMethod | null) ?? null,
      deleted: e.deleted,
      paid_out: e.paidOut,
      is_payment: false,
      expense_id: null,
    })),
    ...payRows.map(({ payment: p, expense: e, categoryName }) => ({
      sortKey: [p.date, p.createdAt.getTime(), 1, p.id] as SortKey,
      id: p.id,
      number: e.number,
      reference: paymentReference(e.number, p.ordinal),
      date: p.date,
      description: e.description,
      category: { id: e.categoryId, name: categoryName },
      value: p.value,
      payment: p.value,
      payment_type: e.paymentType as PaymentType,
      payment_method: p.paymentMethod as PaymentMethod,
      deleted: p.deleted,
      paid_out: e.paidOut,
      is_payment: true,
      expense_id: e.id,
    })),
  ];
  items.sort((a, b) => compareDesc(a.sortKey, b.sortKey));
  return {
    rows: items.slice(offset, offset + limit).map(({ sortKey: _, ...row }) => row),
    total: (docCount?.n ?? 0) + payCount,
  };
}
