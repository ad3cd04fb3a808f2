import { documentPaths, withPayment } from '../../components/document/document-data.ts';

/** The three kinds of expense of spec 3 §2: the segment of /expenses-detail/:type and /expenses-form/:type. */
export {
  DOCUMENT_KINDS as EXPENSE_KINDS,
  type DocumentKind as ExpenseKind,
  isDocumentKind as isExpenseKind,
} from '../../components/document/document-data.ts';

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

const PATHS = documentPaths('expenses');
export const {
  list: listPath,
  credit: creditPath,
  create: newExpensePath,
  edit: editExpensePath,
  payment: newPaymentPath,
  editPayment: editPaymentPath,
} = PATHS;
