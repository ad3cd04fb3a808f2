import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../api/client.ts';
import { expensesApi } from '../../api/expenses.ts';
import { remindersApi } from '../../api/reminders.ts';
import { pagedList } from '../../lib/paged-list.ts';
import { type ExpenseKind, KINDS } from './kinds.ts';

/** Hierarchical keys: invalidating `expenseKeys.all` after a write refreshes every expense query. */
export const expenseKeys = {
  all: ['expenses'] as const,
  summary: () => [...expenseKeys.all, 'summary'] as const,
  list: (kind: ExpenseKind) => [...expenseKeys.all, 'list', kind] as const,
  detail: (id: number) => [...expenseKeys.all, 'detail', id] as const,
  payment: (id: number, paymentId: number) => [...expenseKeys.detail(id), 'payment', paymentId] as const,
  categories: () => [...expenseKeys.all, 'categories'] as const,
};

export const reminderKeys = {
  all: ['reminders'] as const,
  list: () => [...reminderKeys.all, 'list'] as const,
  options: () => [...reminderKeys.all, 'options'] as const,
};

export const expenseQueries = {
  summary: () =>
    queryOptions({
      queryKey: expenseKeys.summary(),
      queryFn: async () => unwrap(await expensesApi.summary()),
    }),
  list: (kind: ExpenseKind) =>
    pagedList(expenseKeys.list(kind), async (offset) =>
      unwrap(await expensesApi.list(KINDS[kind].filters, offset)),
    ),
  detail: (id: number) =>
    queryOptions({
      queryKey: expenseKeys.detail(id),
      queryFn: async () => unwrap(await expensesApi.get(id)),
    }),
  payment: (id: number, paymentId: number) =>
    queryOptions({
      queryKey: expenseKeys.payment(id, paymentId),
      queryFn: async () => unwrap(await expensesApi.payments.get(id, paymentId)),
    }),
  categories: () =>
    queryOptions({
      queryKey: expenseKeys.categories(),
      queryFn: async () => unwrap(await expensesApi.categories()),
      staleTime: 300_000,
    }),
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
