import type { PaymentMethod, PaymentType } from '@cc/shared';
import type { IncomeListFilters } from '../../api/incomes.ts';
import { METHOD_LABELS } from '../../lib/payment-methods.ts';

/** The three kinds of income of spec 2 §2: the path segment of /income-detail/:type and /income-form/:type. */
export const INCOME_KINDS = ['cash', 'bank', 'credit'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

export type KindInfo = {
  /** Card label. */
  label: string;
  /** Option of the type modal. */
  short: string;
  /** Title of the /income-detail/:type list. */
  listTitle: string;
  /** Label of the list's header total. */
  totalLabel: string;
  /** Title of the new-income wizard. */
  formTitle: string;
  paymentType: PaymentType;
  /** Fixed by the route for cash and bank; a credit's initial payment picks its own. */
  paymentMethod: PaymentMethod | null;
  filters: IncomeListFilters;
};

export const KINDS: Record<IncomeKind, KindInfo> = {
  cash: {
    label: 'Efectivo',
    short: 'Efectivo',
    listTitle: 'Ingresos en efectivo',
    totalLabel: 'Total efectivo:',
    formTitle: 'Nuevo ingreso en efectivo',
    paymentType: 'CONTADO',
    paymentMethod: 'EFECTIVO',
    filters: { payment_type: 'CONTADO', payment_method: 'EFECTIVO', payment: true },
  },
  bank: {
    label: 'Banco',
    short: 'Banco',
    listTitle: 'Ingresos en banco',
    totalLabel: 'Total banco:',
    formTitle: 'Nuevo ingreso en banco',
    paymentType: 'CONTADO',
    paymentMethod: 'BANCO',
    filters: { payment_type: 'CONTADO', payment_method: 'BANCO', payment: true },
  },
  credit: {
    label: 'Créditos / Cuentas por cobrar',
    short: 'Crédito',
    listTitle: 'Créditos - Cuentas por cobrar',
    totalLabel: 'Cuentas por cobrar:',
    formTitle: 'Nuevo ingreso a crédito',
    paymentType: 'CREDITO',
    paymentMethod: null,
    filters: { payment_type: 'CREDITO' },
  },
};

export const isIncomeKind = (value: string | undefined): value is IncomeKind =>
  (INCOME_KINDS as readonly string[]).includes(value ?? '');

/** The kind a saved document belongs to (its list and its edit route). */
export const TYPE_LABELS: Record<PaymentType, string> = { CONTADO: 'Contado', CREDITO: 'Crédito' };
export { METHOD_LABELS };
export const METHOD_OPTIONS = (Object.keys(METHOD_LABELS) as PaymentMethod[]).map((value) => ({
  value,
  label: METHOD_LABELS[value],
}));

export const listPath = (kind: IncomeKind) => `/income-detail/${kind}`;
export const creditPath = (id: number) => `/income-detail/credit/${id}`;
export const newIncomePath = (kind: IncomeKind) => `/income-form/${kind}`;
export const editIncomePath = (kind: IncomeKind, id: number) => `/income-form/edit_${kind}/${id}`;
export const newPaymentPath = (incomeId: number) => `/income-form/payment/${incomeId}`;
export const editPaymentPath = (incomeId: number, paymentId: number) =>
  `/income-form/edit_payment/${incomeId}/${paymentId}`;
