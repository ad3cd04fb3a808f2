import type {
  ClientRecord,
  IncomeDetail,
  IncomePayment,
  InventoryCategory,
  PaymentMethod,
  TIncomeCreate,
  TIncomeUpdate,
  TPaymentCreate,
} from '@cc/shared';
import type { Contact } from '../../../components/document/ContactFields.tsx';
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

/** Step 1. Selects hold ids as strings ('' = nothing chosen); `state` only loads the cities. */
export type ClientFields = Contact & {
  id: number | null;
  name: string;
  doc_type: string;
  doc_number: string;
};

export type IncomeFormValues = {
  lines: SaleLine[];
  client: ClientFields;
  date: string;
  payment_method: PaymentMethod | '';
  /** A credit's initial payment, or the abono's value. */
  payment: number | '';
  observations: string;
};

export const emptyClient: ClientFields = {
  id: null,
  name: '',
  doc_type: '',
  doc_number: '',
  email: '',
  state: '',
  city: '',
  address: '',
  cellphone: '',
  phone: '',
};

export function initialValues(mode: FormMode): IncomeFormValues {
  const method = mode.kind === 'create' || mode.kind === 'edit' ? KINDS[mode.income].paymentMethod : null;
  return {
    lines: [],
    client: emptyClient,
    date: todayIso(),
    payment_method: method ?? '',
    payment: '',
    observations: '',
  };
}

export function clientFromRecord(c: ClientRecord): ClientFields {
  return {
    id: c.id,
    name: c.name,
    doc_type: String(c.doc_type.id),
    doc_number: c.doc_number,
    email: c.email,
    state: c.city ? String(c.city.state) : '',
    city: c.city ? String(c.city.id) : '',
    address: c.address,
    cellphone: c.cellphone,
    phone: c.phone,
  };
}

/** Edit mode: the saved document as form values (lines keep the unit price they were sold at). */
export function valuesFromIncome(income: IncomeDetail, mode: FormMode): IncomeFormValues {
  const fixed = mode.kind === 'edit' ? KINDS[mode.income].paymentMethod : null;
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
    client: clientFromRecord(income.client),
    date: income.date,
    payment_method: fixed ?? income.payment_method ?? '',
    payment: '',
    observations: income.observations,
  };
}

export function valuesFromPayment(payment: IncomePayment): IncomeFormValues {
  return {
    lines: [],
    client: emptyClient,
    date: payment.date,
    payment_method: payment.payment_method,
    payment: payment.value,
    observations: payment.observations,
  };
}

const orUndefined = <T>(v: T | '' | null): T | undefined => (v === '' || v === null ? undefined : v);

/** The client object of the save payload; ids travel as digit strings ('' = none), read by the shared schema. */
export type ClientPayload = {
  id?: number | undefined;
  name: string;
  doc_type: string;
  doc_number: string;
  email: string;
  address: string;
  cellphone: string;
  phone: string;
  city: string;
};

export function clientPayload(c: ClientFields): ClientPayload {
  return {
    id: c.id ?? undefined,
    name: c.name,
    doc_type: c.doc_type,
    doc_number: c.doc_number,
    email: c.email,
    address: c.address,
    cellphone: c.cellphone,
    phone: c.phone,
    // '' clears a stored city (the schema reads '' as null).
    city: c.city,
  };
}

const detailsPayload = (lines: SaleLine[]) =>
  lines.map((l) => ({
    inventory_id: l.inventory_id,
    stock: l.stock ?? undefined,
    quantity: l.quantity,
    value: l.value,
  }));

/** POST /api/incomes/ (spec 2 §3 'Income save payload'). */
export function createPayload(
  mode: Extract<FormMode, { kind: 'create' }>,
  v: IncomeFormValues,
): TIncomeCreate {
  const kind = KINDS[mode.income];
  const credit = kind.paymentType === 'CREDITO';
  return {
    details: detailsPayload(v.lines),
    date: v.date,
    payment_type: kind.paymentType,
    payment_method: orUndefined(v.payment_method),
    payment: credit ? orUndefined(v.payment) : undefined,
    observations: v.observations,
    client: clientPayload(v.client),
  };
}

/**
 * PATCH /api/incomes/{id}/: a credit sends only what it may change (date, client, observations);
 * its money moves through the abonos. The payment type never changes, so it is left out.
 */
export function updatePayload(mode: Extract<FormMode, { kind: 'edit' }>, v: IncomeFormValues): TIncomeUpdate {
  const common = { date: v.date, observations: v.observations, client: clientPayload(v.client) };
  if (KINDS[mode.income].paymentType === 'CREDITO') return common;
  return { ...common, details: detailsPayload(v.lines), payment_method: orUndefined(v.payment_method) };
}

/** POST/PATCH of an abono (spec 2 §3 'Payment payload'). */
export function paymentPayload(v: IncomeFormValues): TPaymentCreate {
  return {
    date: v.date,
    value: v.payment === '' ? '' : v.payment,
    payment_method: v.payment_method,
    observations: v.observations,
  };
}
