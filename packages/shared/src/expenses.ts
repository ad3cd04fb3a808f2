import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod, type PaymentType } from './enums.ts';
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
} from './form-fields.ts';
import { MSG } from './messages.ts';
import { formatCOP } from './money.ts';
import type { IdName } from './profile.ts';

/**
 * Expenses (Mis gastos), expense credits, their abonos and reminders (spec 3 §2-§9, API.md,
 * LEDGER.md). The alert texts of spec 3 §5 are enforced by the server too, as field errors.
 */
export const EXPENSE_MSG = {
  alert: {
    description: 'Debe indicar la descripción del gasto',
    value: 'Debe indicar el valor del gasto',
    category: 'Debe seleccionar una categoría financiera',
    date: 'Debe indicar la fecha',
    reminder: 'Debe seleccionar un valor para el campo Recordar',
    paymentMethod: 'Debe seleccionar el método de pago',
    paymentDate: 'Debe seleccionar la fecha',
    paymentValue: 'Debe indicar el valor del abono',
  },
  futureDate: 'La fecha no puede ser posterior a hoy.',

  // Not in the specification: field texts and server refusals.
  dateInvalid: 'Fecha inválida (AAAA-MM-DD).',
  optionInvalid: MSG.register.unknownOption,
  categoryInvalid: 'La categoría seleccionada no es una categoría de gastos.',
  valueInvalid: 'Solo se aceptan números, sin puntos, ni espacios.',
  descriptionLong: 'La descripción no puede tener mas de 255 caracteres.',
  observationsLong: 'Las observaciones no pueden tener mas de 500 caracteres.',
  initialPaymentTooHigh: 'El pago inicial no puede ser mayor al valor del gasto.',
  paymentTooHigh: (balance: number) =>
    `El valor del abono no puede superar el saldo pendiente (${formatCOP(balance)}).`,
  paymentsOnlyCredit: 'Solo los gastos a crédito reciben abonos.',
  paymentBeforeExpense: 'La fecha del abono no puede ser anterior a la fecha del gasto.',
  expenseAfterPayments: 'La fecha del gasto no puede ser posterior a la de sus abonos.',
  creditValueLocked: 'El valor de un gasto a crédito con abonos no se puede cambiar.',
  paymentTypeLocked: 'El tipo de pago de un gasto no se puede cambiar.',
  voided: {
    edit: 'Este gasto está anulado: no se puede editar.',
    void: 'Este gasto ya fue anulado.',
    payment: 'Este gasto está anulado: no recibe abonos.',
  },
  paymentVoided: {
    edit: 'Este abono está anulado: no se puede editar.',
    void: 'Este abono ya fue anulado.',
  },
  reminderNotFound: 'El recordatorio no existe.',
  reminderClosed: 'Este recordatorio ya fue aceptado o descartado.',
  reminderAccepted: 'Este recordatorio ya fue aceptado.',

  // Screens, modals and files (spec 3 §2, §4, §8).
  title: 'Mis gastos',
  empty: 'No hay información disponible',
  voidedTag: 'Anulado',
  finishedTag: 'Finalizado',
  created: 'Gasto registrado',
  updated: 'Gasto actualizado',
  createFailed: {
    title: 'Registro fallido',
    text: 'Ha ocurrido un error registrando la información. Por favor, inténtelo nuevamente.',
  },
  updateFailed: {
    title: 'Actualización fallida',
    text: 'Ha ocurrido un error actualizando la información. Por favor, inténtelo nuevamente.',
  },
  paymentCreated: 'Abono creado',
  paymentUpdated: 'Abono actualizado',
  paymentCreateFailed: {
    title: 'Abono no creado',
    text: (method: string) => `El abono en ${method} no pudo ser registrado. Por favor, inténtelo de nuevo.`,
  },
  voidedOk: {
    title: 'Operación exitosa',
    text: (id: string | number) => `El gasto o abono ${id} ha sido anulado satisfactoriamente`,
  },
  voidConfirm: {
    gasto: '¿Está seguro de que desea anular el gasto?',
    abono: '¿Está seguro de que desea anular el abono?',
    cancel: 'Cancelar',
    confirm: 'Anular',
  },
  voidFailedTitle: 'Error',
  exportFileName: 'Reporte - Mis Gastos.xlsx',
} as const;

export const REMINDER_MSG = {
  discarded: 'Recordatorio descartado',
  emptyNew: 'No hay notificaciones nuevas para mostrar',
  emptyAll: 'No hay notificaciones para mostrar',
  notification: {
    title: 'Recordatorio de gasto',
    message: (description: string, value: number) =>
      `Es momento de registrar el gasto "${description}" por ${formatCOP(value)}.`,
  },
} as const;

/**
 * Reminder options (API.md): the first is the default; `days` between occurrences, 0 = none.
 * 'Cada mes' is stored as 30 but counts calendar months (MONTHLY_REMINDER_DAYS, ADR 019).
 */
export const REMINDER_OPTIONS = [
  { id: 1, name: 'No recordar', days: 0 },
  { id: 2, name: 'Cada semana', days: 7 },
  { id: 3, name: 'Cada quince días', days: 15 },
  { id: 4, name: 'Cada mes', days: 30 },
] as const;
export type ReminderOption = { id: number; name: string; days: number };
/** The `days` of 'Cada mes': its occurrences fall on the same day of each month, not every 30 days. */
export const MONTHLY_REMINDER_DAYS = 30;
export const DEFAULT_REMINDER_OPTION = REMINDER_OPTIONS[0].id;
export const reminderOptionById = (id: number): ReminderOption | undefined =>
  REMINDER_OPTIONS.find((o) => o.id === id);
export const reminderOptionByDays = (days: number): ReminderOption | undefined =>
  REMINDER_OPTIONS.find((o) => o.days === days);

export const REMINDER_STATUSES = ['ACTIVA', 'ACEPTADA', 'DESCARTADA'] as const;
export const ZReminderStatus = z.enum(REMINDER_STATUSES);
export type ReminderStatus = z.infer<typeof ZReminderStatus>;
/** Spec 3 §4: the title is the status with its last letter changed to O ('ACTIVO'). */
export const reminderTitle = (status: ReminderStatus): string => `${status.slice(0, -1)}O`;

/** Expense categories are the GASTO categories (ids 18-27, each with its 51xx account). */
export const EXPENSE_MAX_VALUE = 999_999_999_999;
export const EXPENSE_DESCRIPTION_MAX = 255;

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

type MoneyRules = {
  value?: number | undefined;
  payment_type?: PaymentType | undefined;
  payment_method?: PaymentMethod | undefined;
  payment?: number | undefined;
};
/** Spec 3 §5: money leaving (CONTADO, or an initial payment) needs its method; P ≤ V. */
function checkMoney(v: MoneyRules, ctx: z.RefinementCtx): void {
  const paysNow = v.payment_type === 'CONTADO' || (v.payment ?? 0) > 0;
  if (v.payment_type && paysNow && !v.payment_method) {
    ctx.addIssue({ code: 'custom', path: ['payment_method'], message: A.paymentMethod });
  }
  if (v.payment_type === 'CREDITO' && v.value !== undefined && (v.payment ?? 0) > v.value) {
    ctx.addIssue({ code: 'custom', path: ['payment'], message: M.initialPaymentTooHigh });
  }
}

/**
 * POST /api/expenses/ (spec 3 §3). `reminder` is a reminder option id (absent → 'No recordar');
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
  })
  .superRefine(checkMoney);
export type TExpenseCreate = z.input<typeof ZExpenseCreate>;
export type ExpenseCreate = z.output<typeof ZExpenseCreate>;

/**
 * PATCH /api/expenses/{id}/ (spec 3 §3 'Expense update payload'): fields left out keep their
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
});
export type TExpenseUpdate = z.input<typeof ZExpenseUpdate>;
export type ExpenseUpdate = z.output<typeof ZExpenseUpdate>;

/** POST /api/expenses/{id}/payments/ (spec 3 §3: date, observations, payment_method, value). */
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
export type ExpensePaymentCreate = z.output<typeof ZExpensePaymentCreate>;

/** PATCH of an abono: fields left out keep their stored value. */
export const ZExpensePaymentUpdate = z.object({
  date: businessDate(A.paymentDate).optional(),
  value: positivePesos(A.paymentValue).optional(),
  payment_method: ZMethod,
  observations: ZObservations,
});
export type TExpensePaymentUpdate = z.input<typeof ZExpensePaymentUpdate>;
export type ExpensePaymentUpdate = z.output<typeof ZExpensePaymentUpdate>;

// ---- Response shapes (also the web client's types) ----

export type ExpensePayment = {
  id: number;
  expense_id: number;
  /** Ordinal within its expense (1, 2, …). */
  number: number;
  /** '0007-02': expense number padded to 4, payment ordinal padded to 2. */
  reference: string;
  date: string;
  value: number;
  /** The amount of this payment (spec 3 §3 lists `payment` on a payment): equals value. */
  payment: number;
  payment_method: PaymentMethod;
  observations: string;
  deleted: boolean;
  /** The credit it belongs to is paid in full. */
  is_finished: boolean;
  /** Paid together with the credit expense (its initial payment). */
  is_initial: boolean;
};

export type ExpenseDetail = {
  id: number;
  number: number;
  /** '0007'. */
  reference: string;
  description: string;
  value: number;
  category_id: number;
  category: IdName;
  date: string;
  observations: string;
  /** Reminder option id (REMINDER_OPTIONS). */
  reminder: number;
  reminder_days: number;
  payment_type: PaymentType;
  /** CONTADO: how it was paid. CREDITO: the method of the initial payment, or null. */
  payment_method: PaymentMethod | null;
  /** Amount paid so far. */
  payment: number;
  balance: number;
  deleted: boolean;
  paid_out: boolean;
  is_payment: false;
  /** The reminder this expense accepted, if any. */
  reminder_id: number | null;
  payments: ExpensePayment[];
};

/** A row of GET /api/expenses/ (a document, or with `payment=true` an abono: is_payment true). */
export type ExpenseListItem = {
  id: number;
  number: number;
  reference: string;
  date: string;
  description: string;
  category: IdName;
  value: number;
  payment: number;
  payment_type: PaymentType;
  payment_method: PaymentMethod | null;
  deleted: boolean;
  paid_out: boolean;
  is_payment: boolean;
  /** Set on abono rows: the expense it pays. */
  expense_id: number | null;
};

/** Mis gastos cards (LEDGER.md 'Summaries'); `date` is the first day of the month. */
export type ExpenseSummary = {
  cash: number;
  bank: number;
  credit: number;
  real: number;
  budget: number;
  difference: number;
  date: string;
};

/** GET /api/reminders/ item: the expense it proposes to repeat. */
export type Reminder = {
  id: number;
  status: ReminderStatus;
  /** The occurrence of the expense's series it reminds of (ADR 019). */
  due_date: string;
  created: string;
  expense: {
    id: number;
    date: string;
    description: string;
    category: IdName;
    value: number;
    payment_type: PaymentType;
    payment_method: PaymentMethod | null;
    reminder: number;
  };
};
