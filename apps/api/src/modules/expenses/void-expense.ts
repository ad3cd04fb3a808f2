import { EXPENSE_MSG } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { expensePayments, expenses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { reverseSource } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { lockExpense } from './expense-row.ts';
import { EXPENSE_PAYMENT_SOURCE, EXPENSE_SOURCE } from './postings.ts';
import { discardRemindersOf } from './reminders.ts';

/**
 * DELETE /api/expenses/{id}/ (logical): the expense's entry and every live payment's entry are
 * reversed, the payments are voided with it, and its pending reminder is discarded — a voided
 * expense contributes nothing and proposes nothing.
 */
export async function voidExpense(deps: AppDeps, userId: number, id: number | null): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const e = await lockExpense(tx, userId, id);
    if (e.deleted) throw AppError.rule(EXPENSE_MSG.voided.void);
    await reverseSource(tx, userId, { type: EXPENSE_SOURCE, id: e.id }, now);
    const live = await tx
      .update(expensePayments)
      .set({ deleted: true, deletedAt: now, updatedAt: now })
      .where(
        and(
          eq(expensePayments.userId, userId),
          eq(expensePayments.expenseId, e.id),
          eq(expensePayments.deleted, false),
        ),
      )
      .returning({ id: expensePayments.id });
    for (const p of live) await reverseSource(tx, userId, { type: EXPENSE_PAYMENT_SOURCE, id: p.id }, now);
    await discardRemindersOf(tx, userId, e.id, now);
    await tx
      .update(expenses)
      .set({ deleted: true, deletedAt: now, updatedAt: now })
      .where(and(eq(expenses.userId, userId), eq(expenses.id, e.id)));
  });
}
