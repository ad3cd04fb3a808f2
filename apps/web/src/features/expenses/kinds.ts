import {
  DOCUMENT_KINDS,
  type DocumentKind,
  isDocumentKind,
  withPayment,
} from '../../components/document/document-data.ts';

/** The three kinds of expense of spec 3 §2: the segment of /expenses-detail/:type and /expenses-form/:type. */
export const EXPENSE_KINDS = DOCUMENT_KINDS;
export type ExpenseKind = DocumentKind;

type KindInfo = {
  label: string;
  listTitle: string;
  totalLabel: string;
  formTitle: string;
  editTitle: string;
};

export const KINDS = withPayment<KindInfo>({
  cash: {
    label: 'Efectivo',
    listTitle: 'Gastos en efectivo',
    totalLabel: 'Pagado en efectivo (gastos y abonos):',
    formTitle: 'Nuevo gasto en efectivo',
    editTitle: 'Editar gasto en efectivo',
  },
  bank: {
    label: 'Bancos',
    listTitle: 'Gastos en banco',
    totalLabel: 'Pagado en banco (gastos y abonos):',
    formTitle: 'Nuevo gasto en banco',
    editTitle: 'Editar gasto en banco',
  },
  credit: {
    label: 'Créditos / Cuentas por pagar',
    listTitle: 'Créditos - Cuentas por pagar',
    totalLabel: 'Saldo por pagar:',
    formTitle: 'Nuevo gasto a crédito',
    editTitle: 'Editar gasto a crédito',
  },
});

export const isExpenseKind = isDocumentKind;

/** The kind an expense belongs to, by how it was paid. */

export const listPath = (kind: ExpenseKind) => `/expenses-detail/${kind}`;
export const creditPath = (id: number) => `/expenses-detail/credit/${id}`;
export const newExpensePath = (kind: ExpenseKind) => `/expenses-form/${kind}`;
export const editExpensePath = (kind: ExpenseKind, id: number) => `/expenses-form/edit_${kind}/${id}`;
export const newPaymentPath = (id: number) => `/expenses-form/payment/${id}`;
export const editPaymentPath = (id: number, paymentId: number) =>
  `/expenses-form/edit_payment/${id}/${paymentId}`;
