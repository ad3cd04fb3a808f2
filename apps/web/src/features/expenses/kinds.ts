import type { PaymentMethod, PaymentType } from '@cc/shared';
import type { ExpenseListFilters } from '../../api/expenses.ts';

/** The three kinds of expense of spec 3 §2: the segment of /expenses-detail/:type and /expenses-form/:type. */
export const EXPENSE_KINDS = ['cash', 'bank', 'credit'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

type KindInfo = {
  label: string;
  listTitle: string;
  totalLabel: string;
  formTitle: string;
  editTitle: string;
  paymentType: PaymentType;
  /** Fixed by the route for cash and bank; a credit's initial payment picks its own. */
  paymentMethod: PaymentMethod | null;
  filters: ExpenseListFilters;
};

export const KINDS: Record<ExpenseKind, KindInfo> = {
  cash: {
    label: 'Efectivo',
    listTitle: 'Gastos en efectivo',
    totalLabel: 'Total efectivo:',
    formTitle: 'Nuevo gasto en efectivo',
    editTitle: 'Editar gasto en efectivo',
    paymentType: 'CONTADO',
    paymentMethod: 'EFECTIVO',
    filters: { payment_type: 'CONTADO', payment_method: 'EFECTIVO', payment: true },
  },
  bank: {
    label: 'Bancos',
    listTitle: 'Gastos en banco',
    totalLabel: 'Total banco:',
    formTitle: 'Nuevo gasto en banco',
    editTitle: 'Editar gasto en banco',
    paymentType: 'CONTADO',
    paymentMethod: 'BANCO',
    filters: { payment_type: 'CONTADO', payment_method: 'BANCO', payment: true },
  },
  credit: {
    label: 'Créditos / Cuentas por pagar',
    listTitle: 'Créditos - Cuentas por pagar',
    totalLabel: 'Cuentas por pagar:',
    formTitle: 'Nuevo gasto a crédito',
    editTitle: 'Editar gasto a crédito',
    paymentType: 'CREDITO',
    paymentMethod: null,
    filters: { payment_type: 'CREDITO' },
  },
};

export const isExpenseKind = (value: string | undefined): value is ExpenseKind =>
  (EXPENSE_KINDS as readonly string[]).includes(value ?? '');

/** The kind an expense belongs to, by how it was paid. */

export const listPath = (kind: ExpenseKind) => `/expenses-detail/${kind}`;
export const creditPath = (id: number) => `/expenses-detail/credit/${id}`;
export const newExpensePath = (kind: ExpenseKind) => `/expenses-form/${kind}`;
export const editExpensePath = (kind: ExpenseKind, id: number) => `/expenses-form/edit_${kind}/${id}`;
export const newPaymentPath = (id: number) => `/expenses-form/payment/${id}`;
export const editPaymentPath = (id: number, paymentId: number) =>
  `/expenses-form/edit_payment/${id}/${paymentId}`;
