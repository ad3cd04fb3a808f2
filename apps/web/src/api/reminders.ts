import type { Reminder, ReminderOption, ReminderStatus } from '@cc/shared';
import { http } from './client.ts';

/** Expense reminders (docs/product/3-expenses-reports.md §7): the notifications screen lists them, accepts or discards. */
export const remindersApi = {
  list: (status?: ReminderStatus) =>
    http.get<Reminder[]>('/api/reminders/', status ? { query: { status } } : undefined),
  discard: (id: number) => http.post<unknown>(`/api/reminders/${id}/discard/`, {}),
  /** Options of the 'Recordar' field; the first is the default. */
  options: () => http.get<ReminderOption[]>('/api/reminders_options/'),
};
