import { EXPENSE_MSG, type ExpenseCreate, type ExpenseDetail, reminderOptionById } from '@cc/shared';
import { expensePayments, expenses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { post } from '../../ledger/index.ts';
import { assertNotFuture } from '../../lib/clock.ts';
import { nextDocumentNumber } from '../../lib/document-counter.ts';
import { expenseAccount } from './expense-row.ts';
import { expensePaymentPosting, expensePosting } from './postings.ts';
import { getExpense } from './queries.ts';
import { acceptReminder } from './reminders.ts';

/**
 * POST /api/expenses/: one transaction writes the numbered expense, the initial payment of a
 * credit, their journal entries, and — with reminder_id — accepts that reminder, the new expense
 * carrying its series on (ADR 019).
 */
export async function createExpense(
  deps: AppDeps,
  userId: number,
  input: ExpenseCreate,
): Promise<ExpenseDetail> {
  assertNotFuture(input.date, deps.clock, EXPENSE_MSG.futureDate);
  const account = await expenseAccount(deps.db, input.category_id);
  const now = deps.clock.now();
  const isCredit = input.payment_type === 'CREDITO';
  const initial = isCredit ? (input.payment ?? 0) : 0;
  const method = isCredit && initial === 0 ? null : (input.payment_method ?? null);
  const paid = isCredit ? initial : input.value;
  const chosenDays =
    input.reminder === undefined ? undefined : (reminderOptionById(input.reminder)?.days ?? 0);

  const id = await deps.db.transaction(async (tx) => {
    const number = await nextDocumentNumber(tx, userId, 'expense');
    // Absent 'Recordar': 'No recordar', or when accepting a reminder, the reminder's option.
    const series =
      input.reminder_id !== undefined
        ? await acceptReminder(tx, userId, input.reminder_id, chosenDays, now)
        : { days: chosenDays ?? 0, anchor: null, seq: 0 };
    const [expense] = await tx
      .insert(expenses)
      .values({
        userId,
        number,
        categoryId: input.category_id,
        description: input.description,
        date: input.date,
        paymentType: input.payment_type,
        paymentMethod: method,
        value: input.value,
        payment: paid,
        paidOut: paid === input.value,
        reminderDays: series.days,
        reminderAnchor: series.anchor,
        reminderSeq: series.seq,
        reminderId: input.reminder_id ?? null,
        observations: input.observations ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!expense) throw new Error('expense not written');
    await post(
      tx,
      expensePosting(userId, { ...expense, paymentType: input.payment_type, paymentMethod: method }, account),
    );

    if (initial > 0 && method) {
      const [payment] = await tx
        .insert(expensePayments)
        .values({
          userId,
          expenseId: expense.id,
          ordinal: 1,
          date: input.date,
          value: initial,
          paymentMethod: method,
          isInitial: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!payment) throw new Error('payment not written');
      await post(tx, expensePaymentPosting(userId, number, { ...payment, paymentMethod: method }));
    }
    return expense.id;
  });
  return getExpense(deps.db, userId, id);
}
