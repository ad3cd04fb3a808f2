import { z } from 'zod';
import { CATEGORY_APPLIES_TO, FINANCIAL_MOVS, FINANCIAL_TYPES, PAYMENT_METHODS } from './enums.ts';
import { INCOME_MSG } from './incomes.ts';
import { MSG } from './messages.ts';
import { formatCOP, padNumber } from './money.ts';

/**
 * Initial information (spec 1 §2, §5, §8): assets, liabilities and budgets. Field texts are
 * copied exactly from the specification, typos included ('puntaciones', 'seleccioanr').
 */
export const FINANCIAL_MSG = {
  category: {
    required: 'El campo Categoría financiera es requerido.',
    invalid: 'En el campo Categoría financiera debe seleccionar una categoría valida.',
    duplicate: 'Revisa si esta categoría financiera ya fue inscrita anteriormente.',
  },
  value: {
    required: 'El campo Valor es requerido.',
    digits: 'El campo Valor solo acepta números, sin puntaciones, ni espacios.',
    // Not in the specification: the bound (as for inventory and sales) that keeps every sum of
    // a user's values (all budgets of a month, all opening assets) far below 2^53.
    tooLarge: 'El campo Valor no puede ser mayor a 999.999.999.999.',
  },
  option: { required: MSG.required, invalid: MSG.register.unknownOption },
  budget: {
    dateRequired: 'El campo Fecha es requerido.',
    dateInvalid: 'En este campo debe seleccioanr una fecha correcta.',
    categoryRequired: 'El campo Categoría es requerido.',
    categoryUnknown: 'La Categoría seleccionada no ha sido reconocida.',
    // Not in the specification (the original answered a generic failure).
    duplicate: 'Ya existe un presupuesto para esta categoría en este mes.',
  },
  // Not in the specification: the server's refusal once the flag initial_info is true.
  closed: 'La información inicial ya fue cerrada; los activos y pasivos iniciales no se pueden modificar.',

  // Result modals (spec 1 §8) and empty lists (spec 1 §2), for the forms and lists.
  assets: {
    empty: 'Aún no existen Activos registrados.',
    created: { title: 'Activo registrado', text: 'El Activo fue registrado correctamente.' },
    createFailed: {
      title: 'Activo no registrado',
      text: 'Revisa si esta categoría financiera ya fue inscrita anteriormente.',
    },
    updated: { title: 'Activo actualizado', text: 'El activo fue editado y actualizado correctamente.' },
    updateFailed: {
      title: 'Activo no actualizado',
      text: 'El activo no pudo ser actualizado. Intentelo nuevamente.',
    },
  },
  liabilities: {
    empty: 'Aún no existen Pasivos registrados.',
    created: { title: 'Pasivo registrado', text: 'El pasivo fue registrado correctamente.' },
    createFailed: {
      title: 'Pasivo no registrado',
      text: 'Revisa si esta categoría financiera ya fue inscrita anteriormente.',
    },
    // The specification shows only the title of this modal; the text mirrors the asset one.
    updated: { title: 'Pasivo actualizado', text: 'El pasivo fue editado y actualizado correctamente.' },
    updateFailed: {
      title: 'Pasivo no actualizado',
      text: 'El pasivo no pudo ser actualizado. Intentelo nuevamente.',
    },
  },
  budgets: {
    emptyIncome: 'Aún no existen Presupuestos de ingresos registrados.',
    emptyExpense: 'Aún no existen Presupuestos de gastos registrados.',
    createdTitle: 'Presupuesto registrado',
    createdIncome: 'La proyección del presupuesto de ingresos fue registrada correctamente.',
    createdExpense: 'La proyección del presupuesto de gastos fue registrada correctamente.',
    createFailedTitle: 'Presupuesto no registrado',
    createFailed: 'El presupuesto no pudo ser registrado. Intentelo nuevamente.',
    updatedTitle: 'Presupuesto actualizado',
    updatedIncome: 'La proyección del presupuesto de ingresos fue actualizada correctamente.',
    // Spec 1 §8: the expense update modal says 'ingresos' too, an inconsistency copied as is.
    updatedExpense: 'La proyección del presupuesto de ingresos fue actualizada correctamente.',
    updateFailedTitle: 'Presupuesto no actualizado',
    updateFailed: 'El presupuesto no pudo ser actualizado. Intentelo nuevamente.',
  },
  // Not in the specification: abonos on an opening receivable or liability (LEDGER.md "Collecting
  // and paying opening balances"). The rule texts are the ones of the other abonos.
  payments: {
    futureDate: INCOME_MSG.futureDate,
    paymentTooHigh: INCOME_MSG.paymentTooHigh,
    paymentVoided: INCOME_MSG.paymentVoided,
    // An opening balance is never voided nor on cash: these two guard rules that cannot apply.
    voided: {
      payment: 'Este saldo inicial no recibe abonos.',
      edit: 'Este saldo inicial no se puede editar.',
    },
    paymentsOnlyCredit: 'Solo las cuentas por cobrar y los pasivos iniciales reciben abonos.',
    paymentBefore: 'La fecha del abono no puede ser anterior al saldo inicial.',
    // What the initial information may no longer change once a balance has live abonos.
    deleteWithPayments: 'Este saldo inicial tiene abonos: anúlelos antes de eliminarlo.',
    categoryLocked: 'Este saldo inicial tiene abonos: su categoría y su tipo no se pueden cambiar.',
    valueBelowPaid: (paid: number) => `El valor no puede ser menor a lo ya abonado (${formatCOP(paid)}).`,
  },
  deleteConfirm: {
    title: 'Eliminar Categoría Financiera',
    text: '¿Desea eliminar esta categoría financiera?.',
    cancel: 'Cancelar',
    confirm: 'Eliminar',
  },
} as const;

/** Largest value accepted for an asset, liability or budget (12 digits, like inventory and sales). */
export const FINANCIAL_VALUE_MAX = 999_999_999_999;
const PG_INT_MAX = 2_147_483_647;

type Parse<T> = (raw: number | string) => { ok: true; value: T } | { ok: false; message: string };

/**
 * One form field, as the server receives it (JSON number or string) and as a form holds it
 * (string). Absent, null and '' are "required"; anything else goes through `parse`. Every issue
 * is a custom one, so the API answers exactly these texts.
 */
function field<T>(messages: { required: string; invalid: string }, parse: Parse<T>) {
  const raw = z.union([z.number(), z.string(), z.null()], { error: messages.invalid }).optional();
  const run = (v: number | string | null | undefined, ctx: z.RefinementCtx, optional: boolean) => {
    if (v === undefined && optional) return undefined;
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    const out = parse(v);
    if (!out.ok) {
      ctx.addIssue({ code: 'custom', message: out.message });
      return z.NEVER;
    }
    return out.value;
  };
  return {
    required: raw.transform((v, ctx): T => run(v, ctx, false) as T),
    optional: raw.transform((v, ctx): T | undefined => run(v, ctx, true)),
  };
}

const DIGITS = /^\d+$/;

/** A select's id: a positive integer, as a JSON number or a digit string. */
const parseId =
  (invalid: string): Parse<number> =>
  (raw) => {
    const n = typeof raw === 'number' ? raw : DIGITS.test(raw) ? Number(raw) : Number.NaN;
    return Number.isInteger(n) && n > 0 && n <= PG_INT_MAX
      ? { ok: true, value: n }
      : { ok: false, message: invalid };
  };

/** Whole pesos: digits only ('300000' or 300000), no dots, signs, spaces or decimals. */
const parsePesos: Parse<number> = (raw) => {
  const n = typeof raw === 'number' ? raw : DIGITS.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < 0) return { ok: false, message: FINANCIAL_MSG.value.digits };
  if (n > FINANCIAL_VALUE_MAX) return { ok: false, message: FINANCIAL_MSG.value.tooLarge };
  return { ok: true, value: n };
};

const DATE = /^(\d{4})[-/](\d{1,2})(?:[-/](\d{1,2}))?$/;

/**
 * A budget month: 'yyyy-MM' (the month picker), 'yyyy/MM' or a full 'yyyy-MM-dd' day (spec 1 §5:
 * digits, then / or -, then digits). The output is the month, 'yyyy-MM'.
 */
const parseMonth: Parse<string> = (raw) => {
  const bad = { ok: false, message: FINANCIAL_MSG.budget.dateInvalid } as const;
  if (typeof raw !== 'string') return bad;
  const m = DATE.exec(raw.trim());
  if (!m) return bad;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return bad;
  if (m[3] !== undefined) {
    const day = Number(m[3]);
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day < 1 || day > last) return bad;
  }
  return { ok: true, value: `${m[1]}-${String(month).padStart(2, '0')}` };
};

const C = FINANCIAL_MSG.category;
const V = FINANCIAL_MSG.value;
const B = FINANCIAL_MSG.budget;
const categoryField = field({ required: C.required, invalid: C.invalid }, parseId(C.invalid));
const valueField = field({ required: V.required, invalid: V.digits }, parsePesos);
const budgetCategoryField = field(
  { required: B.categoryRequired, invalid: B.categoryUnknown },
  parseId(B.categoryUnknown),
);
const dateField = field({ required: B.dateRequired, invalid: B.dateInvalid }, parseMonth);
const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (iss) =>
      iss.input === undefined || iss.input === null ? MSG.required : MSG.register.unknownOption,
  });

/** POST /api/financial_info/ (spec 1 §3). Whether the category applies to the type is checked on the server. */
export const ZFinancialInfoCreate = z.object({
  category: categoryField.required,
  value: valueField.required,
  financial_type: option(FINANCIAL_TYPES),
});
export type TFinancialInfoCreate = z.input<typeof ZFinancialInfoCreate>;

/** PATCH /api/financial_info/{id}/: any subset of the create fields. */
export const ZFinancialInfoUpdate = z.object({
  category: categoryField.optional,
  value: valueField.optional,
  financial_type: option(FINANCIAL_TYPES).optional(),
});
export type TFinancialInfoUpdate = z.input<typeof ZFinancialInfoUpdate>;

/** POST /api/budgets/ (spec 1 §3); `date` comes out as 'yyyy-MM'. */
export const ZBudgetCreate = z.object({
  date: dateField.required,
  category: budgetCategoryField.required,
  value: valueField.required,
  financial_mov: option(FINANCIAL_MOVS),
});
export type TBudgetCreate = z.input<typeof ZBudgetCreate>;

export const ZBudgetUpdate = z.object({
  date: dateField.optional,
  category: budgetCategoryField.optional,
  value: valueField.optional,
  financial_mov: option(FINANCIAL_MOVS).optional(),
});
export type TBudgetUpdate = z.input<typeof ZBudgetUpdate>;

// ---- Response shapes (the API serialises with these; the web reads them) ----

const ZIdName = z.object({ id: z.number(), name: z.string() });

/** GET /api/financial_categories/ item. */
export const ZFinancialCategory = z.object({
  id: z.number(),
  name: z.string(),
  applies_to: z.enum(CATEGORY_APPLIES_TO),
});
export type FinancialCategory = z.infer<typeof ZFinancialCategory>;

/**
 * An initial asset or liability. `takes_payments`: an opening receivable (Cuentas por cobrar) or
 * any liability — an open balance settled by abonos; `paid` is what its live abonos add up to,
 * `pending` = value − paid and `paid_out` says nothing is pending. Other assets have 0, 0, false.
 */
export const ZFinancialInfoRecord = z.object({
  id: z.number(),
  category: ZIdName,
  value: z.number(),
  financial_type: z.enum(FINANCIAL_TYPES),
  takes_payments: z.boolean(),
  paid: z.number(),
  pending: z.number(),
  paid_out: z.boolean(),
});
export type FinancialInfoRecord = z.infer<typeof ZFinancialInfoRecord>;

/** 'SI-02': the second abono of an opening balance ('Saldo inicial'). */
export const openingPaymentReference = (ordinal: number): string => `SI-${padNumber(ordinal, 2)}`;

/** How an opening balance shows in the credit lists and the abono screens. */
export const openingBalanceLabel = (category: string): string => `Saldo inicial · ${category}`;

/** An abono on an opening balance (the shape of the other abonos, `financial_info_id` its record). */
export const ZFinancialInfoPayment = z.object({
  id: z.number(),
  financial_info_id: z.number(),
  /** Ordinal within its record (1, 2, …). */
  number: z.number(),
  /** 'SI-02'. */
  reference: z.string(),
  date: z.string(),
  value: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  observations: z.string(),
  deleted: z.boolean(),
  /** Its balance is settled. */
  is_finished: z.boolean(),
  /** Always false: an opening balance has no initial payment. */
  is_initial: z.boolean(),
});
export type FinancialInfoPayment = z.infer<typeof ZFinancialInfoPayment>;

/** GET /api/financial_info/{id}/: the record and its abonos (voided ones included), oldest first. */
export const ZFinancialInfoDetail = ZFinancialInfoRecord.extend({ payments: z.array(ZFinancialInfoPayment) });
export type FinancialInfoDetail = z.infer<typeof ZFinancialInfoDetail>;

export const ZBudgetRecord = z.object({
  id: z.number(),
  /** Month, 'yyyy-MM'. */
  date: z.string(),
  category: ZIdName,
  value: z.number(),
  financial_mov: z.enum(FINANCIAL_MOVS),
});
export type BudgetRecord = z.infer<typeof ZBudgetRecord>;

/** GET /api/financial_info/summary/: opening balance and the current month's budgets. */
export const ZInitialSummary = z.object({
  assets: z.number(),
  liabilities: z.number(),
  patrimony: z.number(),
  budget_income: z.number(),
  budget_expense: z.number(),
});
export type InitialSummary = z.infer<typeof ZInitialSummary>;
