import { z } from 'zod';
import { checkPaymentBlock, type PaymentBlock } from '../documents/payment-block.ts';
import { PAYMENT_METHODS } from '../enums.ts';
import {
  businessDate,
  digits,
  optionalId,
  optionalPesos as optionalPesosField,
  positivePesos as positivePesosField,
  requiredId,
  ZMethodField,
  ZObservations,
  ZTypeField,
} from '../form-fields.ts';
import { reminderOptionById } from './reminders.ts';
import { EXPENSE_MSG } from './texts.ts';

/** Expense categories are the GASTO categories (ids 18-27, each with its 51xx account). */
const EXPENSE_MAX_VALUE = 999_999_999_999;
const EXPENSE_DESCRIPTION_MAX = 255;

const A = EXPENSE_MSG.alert;
const M = EXPENSE_MSG;
const positivePesos = (missing: string) => positivePesosField(missing, EXPENSE_MAX_VALUE);
const optionalPesos = optionalPesosField(EXPENSE_MAX_VALUE);

const ZDescription = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: A.description })
    .trim()
    .min(1, A.description)
    .max(EXPENSE_DESCRIPTION_MAX, M.descriptionLong),
);
/** A reminder option id; '' or null (a cleared select) or an unknown id → the spec's text. */
const ZReminderOption = z.preprocess(
  digits,
  z
    .number({ error: A.reminder })
    .int(A.reminder)
    .refine((id) => reminderOptionById(id) !== undefined, A.reminder),
);
const ZMethod = ZMethodField;
const ZType = ZTypeField;

/** docs/product/3-expenses-reports.md §5: money leaving (CONTADO, or an initial payment) needs its method; P ≤ V. */
function checkMoney(v: PaymentBlock & { value?: number | undefined }, ctx: z.RefinementCtx): void {
  checkPaymentBlock(v, v.value, ctx, {
    paymentMethod: A.paymentMethod,
    initialPaymentTooHigh: M.initialPaymentTooHigh,
  });
}

/**
 * POST /api/expenses/ (docs/product/3-expenses-reports.md §3). `reminder` is a reminder option id (absent → 'No recordar');
 * `payment` is the initial payment of a CREDITO (ignored for CONTADO: all is paid); `reminder_id`
 * names the ACTIVA reminder this expense accepts.
 */
export const ZExpenseCreate = z
  .object({
    description: ZDescription,
    value: positivePesos(A.value),
    category_id: requiredId(A.category),
    date: businessDate(A.date),
    observations: ZObservations,
    reminder: ZReminderOption.optional(),
    payment_type: ZType,
    payment_method: ZMethod,
    payment: optionalPesos,
    reminder_id: optionalId,
    /** The provider paid (optional, from the providers directory): the expense's third party in the books. */
    provider_id: optionalId,
  })
  .superRefine(checkMoney);
export type TExpenseCreate = z.input<typeof ZExpenseCreate>;
export type ExpenseCreate = z.output<typeof ZExpenseCreate>;

/**
 * PATCH /api/expenses/{id}/ (docs/product/3-expenses-reports.md §3 'Expense update payload'): fields left out keep their
 * value. payment_type must not change; payment_method may change on a CONTADO expense; on a
 * CREDITO one payment and payment_method are ignored (money moves through the abonos).
 */
export const ZExpenseUpdate = z.object({
  description: ZDescription.optional(),
  value: positivePesos(A.value).optional(),
  category_id: requiredId(A.category).optional(),
  date: businessDate(A.date).optional(),
  observations: ZObservations,
  reminder: ZReminderOption.optional(),
  payment_type: ZType.optional(),
  payment_method: ZMethod,
  payment: optionalPesos,
  /** Another provider; null takes it away. */
  provider_id: z.null().or(optionalId),
});
export type TExpenseUpdate = z.input<typeof ZExpenseUpdate>;
export type ExpenseUpdate = z.output<typeof ZExpenseUpdate>;

/** POST /api/expenses/{id}/payments/ (docs/product/3-expenses-reports.md §3: date, observations, payment_method, value). */
export const ZExpensePaymentCreate = z.object({
  date: businessDate(A.paymentDate),
  value: positivePesos(A.paymentValue),
  payment_method: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v) ?? '',
    z.enum(PAYMENT_METHODS, {
      error: (iss) => (iss.input === '' || iss.input === null ? A.paymentMethod : M.optionInvalid),
    }),
  ),
  observations: ZObservations,
});
export type TExpensePaymentCreate = z.input<typeof ZExpensePaymentCreate>;

/** PATCH of an abono: fields left out keep their stored value. */
export const ZExpensePaymentUpdate = z.object({
  date: businessDate(A.paymentDate).optional(),
  value: positivePesos(A.paymentValue).optional(),
  payment_method: ZMethod,
  observations: ZObservations,
});
export type TExpensePaymentUpdate = z.input<typeof ZExpensePaymentUpdate>;
