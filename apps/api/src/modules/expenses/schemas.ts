import {
  type ExpenseDetail,
  type ExpenseListItem,
  type ExpensePayment,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  REMINDER_STATUSES,
  type Reminder,
  type ReminderOption,
} from '@cc/shared';
import { z } from 'zod';
import { ZDocumentBase, ZIdName, ZListItemBase, ZPaymentBase } from '../credit/schemas.ts';

// Response schemas of the expense and reminder routes (OpenAPI + serialization). Each one is
// checked against the shared type the web client uses, so the two cannot drift apart.

const IdName = ZIdName;
const Method = z.enum(PAYMENT_METHODS);
const Type = z.enum(PAYMENT_TYPES);

export const ZExpensePayment = ZPaymentBase.extend({
  expense_id: z.number(),
  payment: z.number(),
}) satisfies z.ZodType<ExpensePayment>;

export const ZExpenseDetail = ZDocumentBase.extend({
  description: z.string(),
  category_id: z.number(),
  category: IdName,
  reminder: z.number(),
  reminder_days: z.number(),
  reminder_id: z.number().nullable(),
  payments: z.array(ZExpensePayment),
}) satisfies z.ZodType<ExpenseDetail>;

export const ZExpenseListItem = ZListItemBase.extend({
  description: z.string(),
  category: IdName,
  expense_id: z.number().nullable(),
}) satisfies z.ZodType<ExpenseListItem>;

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
