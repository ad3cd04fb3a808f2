import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { expensesApi } from '../../api/expenses.ts';
import { notificationQueries } from '../../api/notifications.ts';
import { remindersApi } from '../../api/reminders.ts';
import { documentData } from '../../components/document/document-data.ts';

export const reminderKeys = {
  all: ['reminders'] as const,
  list: () => [...reminderKeys.all, 'list'] as const,
  options: () => [...reminderKeys.all, 'options'] as const,
};

export const reminderQueries = {
  /** All reminders, newest first: the screen splits them into 'Nuevas' and 'Anteriores'. */
  list: () =>
    queryOptions({ queryKey: reminderKeys.list(), queryFn: async () => unwrap(await remindersApi.list()) }),
  options: () =>
    queryOptions({
      queryKey: reminderKeys.options(),
      queryFn: async () => unwrap(await remindersApi.options()),
      staleTime: Infinity,
    }),
};

/**
 * Expenses: a write refreshes the expenses, the reminders and the bell's notifications (saving
 * with reminder_id accepts a reminder; a reminder expense may make one due).
 */
export const EXPENSE_DATA = documentData({
  root: 'expenses',
  api: expensesApi,
  alsoRefresh: [reminderKeys.all, notificationQueries.all],
});
export const expenseKeys = {
  ...EXPENSE_DATA.keys,
  categories: () => [...EXPENSE_DATA.keys.all, 'categories'] as const,
};
export const expenseQueries = {
  ...EXPENSE_DATA.queries,
  categories: () =>
    queryOptions({
      queryKey: expenseKeys.categories(),
      queryFn: async () => unwrap(await expensesApi.categories()),
      staleTime: 300_000,
    }),
};
