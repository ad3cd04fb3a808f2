import { type ExpenseCreate, type ExpenseDetail, reminderOptionById } from '@cc/shared';
import { expenses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { post } from '../../ledger/index.ts';
import { createDocument } from '../credit/index.ts';
import { expenseAccount, expenseProvider } from './expense-row.ts';
import { EXPENSES } from './kind.ts';
import { expensePosting } from './postings.ts';
import { getExpense } from './queries.ts';
import { acceptReminder } from './reminders.ts';

/**
 * POST /api/expenses/: the engine numbers the expense and writes its initial payment
 * (modules/credit); here, in the same transaction, the expense and its entry and — with
 * reminder_id — the acceptance of that reminder, the new expense carrying its series on (ADR 019).
 */
export async function createExpense(
  deps: AppDeps,
  userId: number,
  input: ExpenseCreate,
): Promise<ExpenseDetail> {
  const account = await expenseAccount(deps.db, input.category_id);
  const chosenDays =
    input.reminder === undefined ? undefined : (reminderOptionById(input.reminder)?.days ?? 0);
  const id = await createDocument(deps, EXPENSES, userId, input, input.value, async (tx, head) => {
    // Another shop's (or a missing) provider is a 404, like any foreign id.
    const party = await expenseProvider(tx, userId, input.provider_id);
    // Absent 'Recordar': 'No recordar', or when accepting a reminder, the reminder's option.
    const series =
      input.reminder_id !== undefined
        ? await acceptReminder(tx, userId, input.reminder_id, chosenDays, head.createdAt)
        : { days: chosenDays ?? 0, anchor: null, seq: 0 };
    const [expense] = await tx
      .insert(expenses)
      .values({
        ...head,
        categoryId: input.category_id,
        description: input.description,
        reminderDays: series.days,
        reminderAnchor: series.anchor,
        reminderSeq: series.seq,
        reminderId: input.reminder_id ?? null,
        providerId: input.provider_id ?? null,
        observations: input.observations ?? '',
      })
      .returning();
    if (!expense) throw new Error('expense not written');
    await post(tx, { ...expensePosting(userId, { ...head, id: expense.id }, account), thirdParty: party });
    // The initial payment of a credit names the provider too.
    return { ...expense, thirdParty: party };
  });
  return getExpense(deps.db, userId, id);
}
