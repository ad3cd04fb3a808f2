import type {
  IncomeDetail,
  IncomePayment,
  InventoryCategory,
  PaymentMethod,
  TIncomeCreate,
  TIncomeUpdate,
  TPaymentCreate,
} from '@cc/shared';
import {
  emptyParty,
  type PartyFields,
  partyFromRecord,
  partyPayload,
} from '../../../components/document/party.ts';
import { ABONO_METHOD } from '../../../components/document/payment-mode.ts';
import { todayIso } from '../../../lib/format.ts';
import { KINDS } from '../kinds.ts';
import type { FormMode } from './mode.ts';

/** One product or service line of step 0. */
export type SaleLine = {
  inventory_id: number;
  name: string;
  category: InventoryCategory;
  /** The batch the stock check returned (the inventory id for a service). */
  stock: number | null;
  quantity: number;
  /** Unit price; defaults to the sale value, editable. */
  value: number;
  /** Units of this item the saved document already holds (edit mode): they come back before it draws again. */
  saved: number;
};

export type IncomeFormValues = {
  lines: SaleLine[];
  client: PartyFields;
  date: string;
  payment_method: PaymentMethod | '';
  /** A credit's initial payment, or the abono's value. */
  payment: number | '';
  observations: string;
};

export function initialValues(mode: FormMode): IncomeFormValues {
  const method =
    mode.kind === 'create' || mode.kind === 'edit' ? KINDS[mode.doc].paymentMethod : ABONO_METHOD;
  return {
    lines: [],
    client: emptyParty,
    date: todayIso(),
    payment_method: method ?? '',
    payment: '',
    observations: '',
  };
}

/** Edit mode: the saved document as form values (lines keep the unit price they were sold at). */
export function valuesFromIncome(income: IncomeDetail, mode: FormMode): IncomeFormValues {
  const fixed = mode.kind === 'edit' ? KINDS[mode.doc].paymentMethod : null;
  return {
    lines: income.details.map((d) => ({
      inventory_id: d.inventory?.id ?? 0,
      name: d.inventory?.name ?? d.name,
      category: d.inventory?.category ?? 'PRODUCTO COMPRADO',
      stock: d.stock,
      quantity: d.quantity,
      value: d.unit_value,
      saved: d.quantity,
    })),
    client: partyFromRecord(income.client),
    date: income.date,
    payment_method: fixed ?? income.payment_method ?? '',
    payment: '',
    observations: income.observations,
  };
}

export function valuesFromPayment(payment: IncomePayment): IncomeFormValues {
  return {
    lines: [],
    client: emptyParty,
    date: payment.date,
    payment_method: payment.payment_method,
    payment: payment.value,
    observations: payment.observations,
  };
}

const orUndefined = <T>(v: T | '' | null): T | undefined => (v === '' || v === null ? undefined : v);

const detailsPayload = (lines: SaleLine[]) =>
  lines.map((l) => ({
    inventory_id: l.inventory_id,
    stock: l.stock ?? undefined,
    quantity: l.quantity,
    value: l.value,
  }));

/** POST /api/incomes/ (docs/product/2-inventory-income-purchases.md §3 'Income save payload'). */
export function createPayload(
  mode: Extract<FormMode, { kind: 'create' }>,
  v: IncomeFormValues,
): TIncomeCreate {
  const kind = KINDS[mode.doc];
  const credit = kind.paymentType === 'CREDITO';
  return {
    details: detailsPayload(v.lines),
    date: v.date,
    payment_type: kind.paymentType,
    payment_method: orUndefined(v.payment_method),
    payment: credit ? orUndefined(v.payment) : undefined,
    observations: v.observations,
    client: partyPayload(v.client),
  };
}

/**
 * PATCH /api/incomes/{id}/: a credit sends only what it may change (date, client, observations);
 * its money moves through the abonos. The payment type never changes, so it is left out.
 */
export function updatePayload(mode: Extract<FormMode, { kind: 'edit' }>, v: IncomeFormValues): TIncomeUpdate {
  const common = { date: v.date, observations: v.observations, client: partyPayload(v.client) };
  if (KINDS[mode.doc].paymentType === 'CREDITO') return common;
  return { ...common, details: detailsPayload(v.lines), payment_method: orUndefined(v.payment_method) };
}

/** POST/PATCH of an abono (docs/product/2-inventory-income-purchases.md §3 'Payment payload'). */
export function paymentPayload(v: IncomeFormValues): TPaymentCreate {
  return {
    date: v.date,
    value: v.payment === '' ? '' : v.payment,
    payment_method: v.payment_method,
    observations: v.observations,
  };
}
