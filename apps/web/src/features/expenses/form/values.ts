import {
  DEFAULT_REMINDER_OPTION,
  type ExpenseDetail,
  type ExpensePayment,
  type TExpenseCreate,
  type TExpensePaymentCreate,
  type TExpenseUpdate,
} from '@cc/shared';
import { initialPaymentOf } from '../../../components/credit/initial-payment.ts';
import { ABONO_METHOD } from '../../../components/document/payment-mode.ts';
import { todayIso } from '../../../lib/format.ts';
import { type ExpenseKind, KINDS } from '../kinds.ts';

/** The form's fields as typed (selects hold string ids, money is digits). */
export type ExpenseFormValues = {
  description: string;
  category_id: string | null;
  value: string;
  date: string;
  reminder: string | null;
  observations: string;
  payment_method: string | null;
  payment: string;
  /** The provider paid (optional): a providers directory id, or null. */
  provider_id: string | null;
};

export const STEP_ONE_FIELDS = [
  'description',
  'category_id',
  'value',
  'date',
  'reminder',
  'observations',
  'provider_id',
] as const;

export function emptyValues(kind: ExpenseKind): ExpenseFormValues {
  return {
    description: '',
    category_id: null,
    value: '',
    date: todayIso(),
    reminder: String(DEFAULT_REMINDER_OPTION),
    observations: '',
    payment_method: KINDS[kind].paymentMethod,
    payment: '',
    provider_id: null,
  };
}

/**
 * An expense's stored values. `asNew` (a reminder being accepted) starts today and keeps its
 * 'Recordar' option, so the expense saved from a monthly reminder stays monthly (ADR 019).
 */
export function valuesOf(e: ExpenseDetail, asNew = false): ExpenseFormValues {
  return {
    description: e.description,
    category_id: String(e.category_id),
    value: String(e.value),
    date: asNew ? todayIso() : e.date,
    reminder: String(e.reminder),
    observations: e.observations,
    payment_method: e.payment_method,
    payment: e.payment_type === 'CREDITO' && !asNew ? String(initialPaymentOf(e.payments) ?? '') : '',
    provider_id: e.provider ? String(e.provider.id) : null,
  };
}

export function createPayload(kind: ExpenseKind, v: ExpenseFormValues, reminderId?: number): TExpenseCreate {
  const info = KINDS[kind];
  return {
    description: v.description,
    category_id: v.category_id ?? '',
    value: v.value,
    date: v.date,
    observations: v.observations,
    reminder: v.reminder ?? '',
    payment_type: info.paymentType,
    payment_method: info.paymentMethod ?? v.payment_method ?? '',
    ...(kind === 'credit' ? { payment: v.payment } : {}),
    ...(reminderId ? { reminder_id: reminderId } : {}),
    ...(v.provider_id ? { provider_id: v.provider_id } : {}),
  };
}

/** A credit's money moves through its abonos: only the document fields (and value) are sent. */
export function updatePayload(kind: ExpenseKind, v: ExpenseFormValues, valueLocked: boolean): TExpenseUpdate {
  const info = KINDS[kind];
  return {
    description: v.description,
    category_id: v.category_id ?? '',
    ...(valueLocked ? {} : { value: v.value }),
    date: v.date,
    observations: v.observations,
    reminder: v.reminder ?? '',
    payment_type: info.paymentType,
    ...(info.paymentMethod ? { payment_method: info.paymentMethod } : {}),
    provider_id: v.provider_id ? v.provider_id : null,
  };
}

/** An abono's fields are the expense form's date, value, method and observations. */
export const emptyPayment = (): ExpenseFormValues => ({
  ...emptyValues('credit'),
  payment_method: ABONO_METHOD,
});
export const paymentValuesOf = (p: ExpensePayment): ExpenseFormValues => ({
  ...emptyPayment(),
  date: p.date,
  value: String(p.value),
  payment_method: p.payment_method,
  observations: p.observations,
});
export const paymentPayload = (v: ExpenseFormValues): TExpensePaymentCreate => ({
  date: v.date,
  value: v.value,
  payment_method: v.payment_method ?? '',
  observations: v.observations,
});
