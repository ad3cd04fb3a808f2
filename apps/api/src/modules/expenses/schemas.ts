import {
  type ExpenseDetail,
  type ExpenseListItem,
  type ExpensePayment,
  type ExpenseSummary,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  REMINDER_STATUSES,
  type Reminder,
  type ReminderOption,
} from '@cc/shared';
import { z } from 'zod';

// Response schemas of the expense and reminder routes (OpenAPI + serialization). Each one is
// checked against the shared type the web client uses, so the two cannot drift apart.

const IdName = z.object({ id: z.number(), name: z.string() });
const Method = z.enum(PAYMENT_METHODS);
const Type = z.enum(PAYMENT_TYPES);

export const ZExpensePayment = z.object({
  id: z.number(),
  expense_id: z.number(),
  number: z.number(),
  reference: z.string(),
  date: z.string(),
  value: z.number(),
  payment: z.number(),
  payment_method: Method,
  observations: z.string(),
  deleted: z.boolean(),
  is_finished: z.boolean(),
  is_initial: z.boolean(),
}) satisfies z.ZodType<ExpensePayment>;

export const ZExpenseDetail = z.object({
  id: z.number(),
  number: z.number(),
  reference: z.string(),
  description: z.string(),
  value: z.number(),
  category_id: z.number(),
  category: IdName,
  date: z.string(),
  observations: z.string(),
  reminder: z.number(),
  reminder_days: z.number(),
  payment_type: Type,
  payment_method: Method.nullable(),
  payment: z.number(),
  balance: z.number(),
  deleted: z.boolean(),
  paid_out: z.boolean(),
  is_payment: z.literal(false),
  reminder_id: z.number().nullable(),
  payments: z.array(ZExpensePayment),
}) satisfies z.ZodType<ExpenseDetail>;

export const ZExpenseListItem = z.object({
  id: z.number(),
  number: z.number(),
  reference: z.string(),
  date: z.string(),
  description: z.string(),
  category: IdName,
  value: z.number(),
  payment: z.number(),
  payment_type: Type,
  payment_method: Method.nullable(),
  deleted: z.boolean(),
  paid_out: z.boolean(),
  is_payment: z.boolean(),
  expense_id: z.number().nullable(),
}) satisfies z.ZodType<ExpenseListItem>;

export const ZExpenseSummary = z.object({
  cash: z.number(),
  bank: z.number(),
  credit: z.number(),
  real: z.number(),
  budget: z.number(),
  difference: z.number(),
  date: z.string(),
}) satisfies z.ZodType<ExpenseSummary>;

export const ZReminder = z.object({
  id: z.number(),
  status: z.enum(REMINDER_STATUSES),
  due_date: z.string(),
  created: z.string(),
  expense: z.object({
    id: z.number(),
    date: z.string(),
    description: z.string(),
    category: IdName,
    value: z.number(),
    payment_type: Type,
    payment_method: Method.nullable(),
    reminder: z.number(),
  }),
}) satisfies z.ZodType<Reminder>;

export const ZReminderOption = z.object({
  id: z.number(),
  name: z.string(),
  days: z.number(),
}) satisfies z.ZodType<ReminderOption>;
