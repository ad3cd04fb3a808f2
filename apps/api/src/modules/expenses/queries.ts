import {
  DEFAULT_REMINDER_OPTION,
  type ExpenseDetail,
  type ExpensePayment,
  padNumber,
  reminderOptionByDays,
} from '@cc/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { expensePayments, expenses, financialCategories, providers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { paymentOut } from '../credit/index.ts';
import type { ExpenseRow } from './expense-row.ts';

type PaymentRow = typeof expensePayments.$inferSelect;

export function toPayment(p: PaymentRow, expense: { number: number; paidOut: boolean }): ExpensePayment {
  return { ...paymentOut(p, expense), expense_id: p.expenseId, payment: p.value };
}

/** The option id of stored reminder days (an unknown day count reads as the default). */
export const reminderOptionOf = (days: number): number =>
  reminderOptionByDays(days)?.id ?? DEFAULT_REMINDER_OPTION;

/** GET /api/expenses/{id}/: the expense with its category and payments (voided ones included). */
export async function getExpense(db: Executor, userId: number, id: number): Promise<ExpenseDetail> {
  const [row] = await db
    .select({ expense: expenses, categoryName: financialCategories.name, providerName: providers.name })
    .from(expenses)
    .innerJoin(financialCategories, eq(financialCategories.id, expenses.categoryId))
    .leftJoin(providers, and(eq(providers.userId, userId), eq(providers.id, expenses.providerId)))
    .where(and(eq(expenses.userId, userId), eq(expenses.id, id)));
  if (!row) throw AppError.notFound();
  const payments = await db
    .select()
    .from(expensePayments)
    .where(and(eq(expensePayments.userId, userId), eq(expensePayments.expenseId, id)))
    .orderBy(asc(expensePayments.ordinal));
  const detail = toDetail(row.expense, row.categoryName, payments);
  const providerId = row.expense.providerId;
  return providerId !== null && row.providerName !== null
    ? { ...detail, provider: { id: providerId, name: row.providerName } }
    : detail;
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
    payment_type: e.paymentType,
    payment_method: e.paymentMethod,
    payment: e.payment,
    balance: e.value - e.payment,
    deleted: e.deleted,
    paid_out: e.paidOut,
    is_payment: false,
    reminder_id: e.reminderId,
    payments: payments.map((p) => toPayment(p, e)),
  };
}
