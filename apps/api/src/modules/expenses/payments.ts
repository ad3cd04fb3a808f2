import {
  EXPENSE_MSG,
  type ExpensePayment,
  type ExpensePaymentCreate,
  type ExpensePaymentUpdate,
  type PaymentMethod,
} from '@cc/shared';
import { and, eq, max } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { expensePayments, expenses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { post, repost, reverseSource } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { assertNotFuture, type ExpenseRow, lockExpense, paymentTypeOf } from './expense-row.ts';
import { EXPENSE_PAYMENT_SOURCE, expensePaymentPosting } from './postings.ts';
import { toPayment } from './queries.ts';

type PaymentRow = typeof expensePayments.$inferSelect;

/** A live credit expense that may be paid; payments follow the expense's own date. */
function checkPayable(expense: ExpenseRow, date: string): void {
  if (expense.deleted) throw AppError.rule(EXPENSE_MSG.voided.payment);
  if (paymentTypeOf(expense) !== 'CREDITO') throw AppError.rule(EXPENSE_MSG.paymentsOnlyCredit);
  if (date < expense.date) throw AppError.field('date', EXPENSE_MSG.paymentBeforeExpense);
}

/** LEDGER.md: an abono never exceeds the pending balance. */
function checkBalance(balance: number, value: number): void {
  if (value > balance) throw AppError.rule(EXPENSE_MSG.paymentTooHigh(balance));
}

/** Writes the expense's new amount paid; it is 'Finalizado' exactly when nothing is pending. */
async function setPaid(tx: Tx, expense: ExpenseRow, paid: number, now: Date): Promise<ExpenseRow> {
  const [row] = await tx
    .update(expenses)
    .set({ payment: paid, paidOut: paid === expense.value, updatedAt: now })
    .where(and(eq(expenses.userId, expense.userId), eq(expenses.id, expense.id)))
    .returning();
  if (!row) throw new Error('expense not updated');
  return row;
}

async function lockPayment(
  tx: Tx,
  userId: number,
  expense: ExpenseRow,
  paymentId: number | null,
): Promise<PaymentRow> {
  if (paymentId === null) throw AppError.notFound();
  const [row] = await tx
    .select()
    .from(expensePayments)
    .where(
      and(
        eq(expensePayments.userId, userId),
        eq(expensePayments.expenseId, expense.id),
        eq(expensePayments.id, paymentId),
      ),
    )
    .for('update');
  if (!row) throw AppError.notFound();
  return row;
}

const methodOf = (p: PaymentRow): PaymentMethod => p.paymentMethod as PaymentMethod;

/** POST /api/expenses/{id}/payments/: an abono (Dr 2335 / Cr M), numbered within its expense. */
export async function createExpensePayment(
  deps: AppDeps,
  userId: number,
  expenseId: number | null,
  input: ExpensePaymentCreate,
): Promise<ExpensePayment> {
  assertNotFuture(input.date, deps.clock);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The expense's row lock serialises its payments: two abonos cannot both fit one balance.
    const expense = await lockExpense(tx, userId, expenseId);
    checkPayable(expense, input.date);
    checkBalance(expense.value - expense.payment, input.value);
    const [last] = await tx
      .select({ n: max(expensePayments.ordinal) })
      .from(expensePayments)
      .where(and(eq(expensePayments.userId, userId), eq(expensePayments.expenseId, expense.id)));
    const [payment] = await tx
      .insert(expensePayments)
      .values({
        userId,
        expenseId: expense.id,
        ordinal: (last?.n ?? 0) + 1,
        date: input.date,
        value: input.value,
        paymentMethod: input.payment_method,
        observations: input.observations ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!payment) throw new Error('payment not written');
    await post(
      tx,
      expensePaymentPosting(userId, expense.number, { ...payment, paymentMethod: input.payment_method }),
    );
    const updated = await setPaid(tx, expense, expense.payment + payment.value, now);
    return toPayment(payment, updated);
  });
}

/** GET /api/expenses/{expense_id}/payments/{payment_id}. */
export async function getExpensePayment(
  deps: AppDeps,
  userId: number,
  expenseId: number | null,
  paymentId: number | null,
): Promise<ExpensePayment> {
  if (expenseId === null || paymentId === null) throw AppError.notFound();
  const [row] = await deps.db
    .select({ payment: expensePayments, expense: expenses })
    .from(expensePayments)
    .innerJoin(expenses, eq(expenses.id, expensePayments.expenseId))
    .where(
      and(
        eq(expensePayments.userId, userId),
        eq(expenses.userId, userId),
        eq(expenses.id, expenseId),
        eq(expensePayments.id, paymentId),
      ),
    );
  if (!row) throw AppError.notFound();
  return toPayment(row.payment, row.expense);
}

/** PATCH …/payments/{payment_id}: fields left out keep their value; the entry is re-posted. */
export async function updateExpensePayment(
  deps: AppDeps,
  userId: number,
  expenseId: number | null,
  paymentId: number | null,
  input: ExpensePaymentUpdate,
): Promise<ExpensePayment> {
  if (input.date) assertNotFuture(input.date, deps.clock);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const expense = await lockExpense(tx, userId, expenseId);
    const payment = await lockPayment(tx, userId, expense, paymentId);
    if (expense.deleted) throw AppError.rule(EXPENSE_MSG.voided.edit);
    if (payment.deleted) throw AppError.rule(EXPENSE_MSG.paymentVoided.edit);
    const next = {
      date: input.date ?? payment.date,
      value: input.value ?? payment.value,
      paymentMethod: input.payment_method ?? methodOf(payment),
      observations: input.observations ?? payment.observations,
    };
    checkPayable(expense, next.date);
    checkBalance(expense.value - expense.payment + payment.value, next.value);
    const [updated] = await tx
      .update(expensePayments)
      .set({ ...next, updatedAt: now })
      .where(and(eq(expensePayments.userId, userId), eq(expensePayments.id, payment.id)))
      .returning();
    if (!updated) throw new Error('payment not updated');
    await repost(
      tx,
      expensePaymentPosting(userId, expense.number, { ...updated, paymentMethod: next.paymentMethod }),
      now,
    );
    let paidExpense = await setPaid(tx, expense, expense.payment - payment.value + next.value, now);
    if (payment.isInitial && next.paymentMethod !== expense.paymentMethod) {
      // A credit expense shows the method of its initial payment.
      const [row] = await tx
        .update(expenses)
        .set({ paymentMethod: next.paymentMethod })
        .where(and(eq(expenses.userId, userId), eq(expenses.id, expense.id)))
        .returning();
      if (row) paidExpense = row;
    }
    return toPayment(updated, paidExpense);
  });
}

/** DELETE …/payments/{payment_id}: reverses the abono's entry; the balance is pending again. */
export async function voidExpensePayment(
  deps: AppDeps,
  userId: number,
  expenseId: number | null,
  paymentId: number | null,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const expense = await lockExpense(tx, userId, expenseId);
    const payment = await lockPayment(tx, userId, expense, paymentId);
    if (payment.deleted) throw AppError.rule(EXPENSE_MSG.paymentVoided.void);
    if (expense.deleted) throw AppError.rule(EXPENSE_MSG.voided.edit);
    await reverseSource(tx, userId, { type: EXPENSE_PAYMENT_SOURCE, id: payment.id }, now);
    await tx
      .update(expensePayments)
      .set({ deleted: true, deletedAt: now, updatedAt: now })
      .where(and(eq(expensePayments.userId, userId), eq(expensePayments.id, payment.id)));
    await setPaid(tx, expense, expense.payment - payment.value, now);
  });
}
