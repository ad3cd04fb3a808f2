import { EXPENSE_MSG, type ExpenseDetail, type ExpenseUpdate, reminderOptionById } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { expensePayments, expenses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { relabelThirdParty, repost } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { editDocument } from '../credit/index.ts';
import { expenseAccount, expenseProvider, paymentMethodOf, paymentTypeOf } from './expense-row.ts';
import { EXPENSES } from './kind.ts';
import { EXPENSE_PAYMENT_SOURCE, EXPENSE_SOURCE, expensePosting } from './postings.ts';
import { getExpense } from './queries.ts';

/**
 * PATCH /api/expenses/{id}/: fields left out keep their value; the engine refuses a change of
 * payment type and a credit's date after one of its abonos, and moves the initial payment with
 * the date. CONTADO: everything, the method included. CREDITO: the value only while no live
 * payment exists (docs/product/3-expenses-reports.md §4), and payment / payment_method are ignored (money on a credit moves
 * through the abonos). The entry is re-posted when the date, value, category or method changes.
 */
export async function editExpense(
  deps: AppDeps,
  userId: number,
  id: number,
  input: ExpenseUpdate,
): Promise<ExpenseDetail> {
  if (input.category_id !== undefined) await expenseAccount(deps.db, input.category_id);
  await editDocument(deps, EXPENSES, userId, id, input, async (tx, { row: e, date, isCredit, now }) => {
    const method = isCredit ? paymentMethodOf(e) : (input.payment_method ?? paymentMethodOf(e));
    const days =
      input.reminder !== undefined ? (reminderOptionById(input.reminder)?.days ?? 0) : e.reminderDays;
    const providerId = input.provider_id === undefined ? e.providerId : input.provider_id;
    const party = await expenseProvider(tx, userId, providerId);
    const next = {
      providerId,
      description: input.description ?? e.description,
      categoryId: input.category_id ?? e.categoryId,
      date,
      value: input.value ?? e.value,
      observations: input.observations ?? e.observations,
      reminderDays: days,
      paymentMethod: method,
      // Another option is another series, counted from the expense's own date (ADR 019).
      ...(days !== e.reminderDays ? { reminderAnchor: null, reminderSeq: 0 } : {}),
    };
    if (isCredit && next.value !== e.value) {
      const [live] = await tx
        .select({ id: expensePayments.id })
        .from(expensePayments)
        .where(
          and(
            eq(expensePayments.userId, userId),
            eq(expensePayments.expenseId, e.id),
            eq(expensePayments.deleted, false),
          ),
        )
        .limit(1);
      if (live) throw AppError.rule(EXPENSE_MSG.creditValueLocked);
    }
    const paid = isCredit ? e.payment : next.value;
    const [updated] = await tx
      .update(expenses)
      .set({ ...next, payment: paid, paidOut: paid === next.value, updatedAt: now })
      .where(and(eq(expenses.userId, userId), eq(expenses.id, e.id)))
      .returning();
    if (!updated) throw new Error('expense not updated');
    const changed = date !== e.date || next.value !== e.value || next.categoryId !== e.categoryId;
    if (changed || method !== e.paymentMethod) {
      const account = await expenseAccount(tx, next.categoryId);
      const head = { ...updated, paymentType: paymentTypeOf(e), paymentMethod: method };
      await repost(tx, { ...expensePosting(userId, head, account), thirdParty: party }, now);
    } else if (providerId !== e.providerId) {
      await relabelThirdParty(tx, userId, [{ type: EXPENSE_SOURCE, id: e.id }], party);
    }
    if (providerId !== e.providerId) {
      // Its abonos name the provider too (the entries still live; reversed ones keep theirs).
      const paid = await tx
        .select({ id: expensePayments.id })
        .from(expensePayments)
        .where(and(eq(expensePayments.userId, userId), eq(expensePayments.expenseId, e.id)));
      await relabelThirdParty(
        tx,
        userId,
        paid.map((p) => ({ type: EXPENSE_PAYMENT_SOURCE, id: p.id })),
        party,
      );
    }
  });
  return getExpense(deps.db, userId, id);
}
