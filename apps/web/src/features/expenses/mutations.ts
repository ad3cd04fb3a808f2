import { remindersApi } from '../../api/reminders.ts';
import { EXPENSE_DATA } from './queries.ts';

const M = EXPENSE_DATA.mutations;

export const {
  useCreate: useCreateExpense,
  useUpdate: useUpdateExpense,
  useVoid: useVoidExpense,
  useCreatePayment: useCreateExpensePayment,
  useUpdatePayment: useUpdateExpensePayment,
  useVoidPayment: useVoidExpensePayment,
} = M;

export const useDiscardReminder = () => M.useWrite((id: number) => remindersApi.discard(id));
