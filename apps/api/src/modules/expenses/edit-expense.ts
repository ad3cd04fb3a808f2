import {
  EXPENSE_MSG,
  type ExpenseDetail,
  type ExpenseUpdate,
  type PaymentMethod,
  reminderOptionById,
} from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { expensePayments, expenses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { repost } from '../../ledger/index.ts';
import { assertNotFuture } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { expenseAccount, lockExpense, paymentMethodOf, paymentTypeOf } from './expense-row.ts';
import { expensePaymentPosting, expensePosting } from './postings.ts';
import { getExpense } from './queries.ts';

/**
 * PATCH /api/expenses/{id}/: fields left out keep their value. The payment type never changes.
 * CONTADO: everything, the method included. CREDITO: the value only while no live payment exists
 * (spec 3 §4: the value is locked once there are payments), its date not after a later abono,
 * and payment / payment_method are ignored (money on a credit moves through the abonos). The
 * journal entry is re-posted when the date, value, category or method changes; the initial
 * payment moves with the date.
 */
export async function editExpense(
  deps: AppDeps,
  userId: number,
  id: number | null,
  input: ExpenseUpdate,
): Promise<ExpenseDetail> {
  if (input.date) assertNotFuture(input.date, deps.clock, EXPENSE_MSG.futureDate);
  if (input.category_id !== undefined) await expenseAccount(deps.db, input.category_id);
  const now = deps.clock.now();

  await deps.db.transaction(async (tx) => {
    const e = await lockExpense(tx, userId, id);
    if (e.deleted) throw AppError.rule(EXPENSE_MSG.voided.edit);
    const type = paymentTypeOf(e);
    if (input.payment_type && input.payment_type !== type) throw AppError.rule(EXPENSE_MSG.paymentTypeLocked);
    const live = await tx
      .select()
      .from(expensePayments)
      .where(
        and(
          eq(expensePayments.userId, userId),
          eq(expensePayments.expenseId, e.id),
          eq(expensePayments.deleted, false),
        ),
      );
    const method = type === 'CONTADO' ? (input.payment_method ?? paymentMethodOf(e)) : paymentMethodOf(e);
    const days =
      input.reminder !== undefined ? (reminderOptionById(input.reminder)?.days ?? 0) : e.reminderDays;
    const next = {
      description: input.description ?? e.description,
      categoryId: input.category_id ?? e.categoryId,
      date: input.date ?? e.date,
      value: input.value ?? e.value,
      observations: input.observations ?? e.observations,
      reminderDays: days,
      paymentMethod: method,
      // Another option is another series, counted from the expense's own date (ADR 019).
      ...(days !== e.reminderDays ? { reminderAnchor: null, reminderSeq: 0 } : {}),
    };
    if (type === 'CREDITO') {
      if (next.value !== e.value && live.length > 0) throw AppError.rule(EXPENSE_MSG.creditValueLocked);
      if (live.some((p) => !p.isInitial && p.date < next.date)) {
        throw AppError.field('date', EXPENSE_MSG.expenseAfterPayments);
      }
    }
    const paid = type === 'CONTADO' ? next.value : e.payment;
    const [updated] = await tx
      .update(expenses)
      .set({ ...next, payment: paid, paidOut: paid === next.value, updatedAt: now })
      .where(and(eq(expenses.userId, userId), eq(expenses.id, e.id)))
      .returning();
    if (!updated) throw new Error('expense not updated');

    const moved = next.date !== e.date;
    if (moved || next.value !== e.value || next.categoryId !== e.categoryId || method !== e.paymentMethod) {
      const account = await expenseAccount(tx, next.categoryId);
      await repost(
        tx,
        expensePosting(userId, { ...updated, paymentType: type, paymentMethod: method }, account),
        now,
      );
    }
    if (moved) {
      for (const p of live.filter((x) => x.isInitial)) {
        const [payment] = await tx
          .update(expensePayments)
          .set({ date: next.date, updatedAt: now })
          .where(and(eq(expensePayments.userId, userId), eq(expensePayments.id, p.id)))
          .returning();
        if (!payment) throw new Error('payment not updated');
        await repost(
          tx,
          expensePaymentPosting(userId, e.number, {
            ...payment,
            paymentMethod: payment.paymentMethod as PaymentMethod,
          }),
          now,
        );
      }
    }
  });
  return getExpense(deps.db, userId, id);
}
