import { z } from 'zod';
import { ZIdName } from '../atoms.ts';
import { ZDocumentBase, ZListItemBase, ZMonthSummary, ZPaymentBase } from '../documents/responses.ts';
import { ZPaymentMethod, ZPaymentType } from '../enums.ts';
import { ZReminderStatus } from './reminders.ts';

// Response shapes of the expense and reminder routes: the API serialises with them, the web reads
// their types.

export const ZExpensePayment = ZPaymentBase.extend({
  expense_id: z.number(),
  /** The amount of this payment (docs/product/3-expenses-reports.md §3 lists `payment` on a payment): equals value. */
  payment: z.number(),
});
export type ExpensePayment = z.infer<typeof ZExpensePayment>;

export const ZExpenseDetail = ZDocumentBase.extend({
  description: z.string(),
  category_id: z.number(),
  category: ZIdName,
  /** Reminder option id (REMINDER_OPTIONS). */
  reminder: z.number(),
  reminder_days: z.number(),
  /** The reminder this expense accepted, if any. */
  reminder_id: z.number().nullable(),
  /** The provider paid, when one was named (from the providers directory). */
  provider: ZIdName.optional(),
  payments: z.array(ZExpensePayment),
});
export type ExpenseDetail = z.infer<typeof ZExpenseDetail>;

/** A row of GET /api/expenses/ (a document, or with `payment=true` an abono: is_payment true). */
export const ZExpenseListItem = ZListItemBase.extend({
  description: z.string(),
  category: ZIdName,
  /** Set on abono rows: the expense it pays. */
  expense_id: z.number().nullable(),
});
export type ExpenseListItem = z.infer<typeof ZExpenseListItem>;

/** Mis gastos cards (docs/accounting.md §Summaries). */
const ZExpenseSummary = ZMonthSummary;
export type ExpenseSummary = z.infer<typeof ZExpenseSummary>;

/** GET /api/reminders/ item: the expense it proposes to repeat. */
export const ZReminder = z.object({
  id: z.number(),
  status: ZReminderStatus,
  /** The occurrence of the expense's series it reminds of (ADR 019). */
  due_date: z.string(),
  created: z.string(),
  expense: z.object({
    id: z.number(),
    date: z.string(),
    description: z.string(),
    category: ZIdName,
    value: z.number(),
    payment_type: ZPaymentType,
    payment_method: ZPaymentMethod.nullable(),
    reminder: z.number(),
  }),
});
export type Reminder = z.infer<typeof ZReminder>;
