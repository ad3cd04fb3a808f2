import type {
  TExpenseCreate,
  TExpensePaymentCreate,
  TExpensePaymentUpdate,
  TExpenseUpdate,
} from '@cc/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../api/client.ts';
import { expensesApi } from '../../api/expenses.ts';
import { notificationQueries } from '../../api/notifications.ts';
import { remindersApi } from '../../api/reminders.ts';
import { expenseKeys, reminderKeys } from './queries.ts';

/**
 * Writes answer the ApiResult (they never throw). A success refreshes the expenses, the reminders
 * and the bell's notifications (saving with reminder_id accepts a reminder; a reminder expense
 * may make one due).
 */
function refreshAfter(qc: QueryClient) {
  return async <T>(result: ApiResult<T>) => {
    if (!result.ok) return;
    await Promise.all([
      qc.invalidateQueries({ queryKey: expenseKeys.all }),
      qc.invalidateQueries({ queryKey: reminderKeys.all }),
      qc.invalidateQueries({ queryKey: notificationQueries.all }),
    ]);
  };
}

export function useCreateExpense() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TExpenseCreate) => expensesApi.create(body),
    onSuccess: refreshAfter(qc),
  });
}

export function useUpdateExpense() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TExpenseUpdate }) => expensesApi.update(id, body),
    onSuccess: refreshAfter(qc),
  });
}

export function useVoidExpense() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => expensesApi.void(id), onSuccess: refreshAfter(qc) });
}

export function useCreateExpensePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TExpensePaymentCreate }) =>
      expensesApi.payments.create(id, body),
    onSuccess: refreshAfter(qc),
  });
}

export function useUpdateExpensePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentId, body }: { id: number; paymentId: number; body: TExpensePaymentUpdate }) =>
      expensesApi.payments.update(id, paymentId, body),
    onSuccess: refreshAfter(qc),
  });
}

export function useVoidExpensePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentId }: { id: number; paymentId: number }) =>
      expensesApi.payments.void(id, paymentId),
    onSuccess: refreshAfter(qc),
  });
}

export function useDiscardReminder() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => remindersApi.discard(id), onSuccess: refreshAfter(qc) });
}
