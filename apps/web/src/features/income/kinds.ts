import type { PaymentMethod, PaymentType } from '@cc/shared';
import { documentPaths, withPayment } from '../../components/document/document-data.ts';
import { METHOD_LABELS } from '../../lib/payment-methods.ts';

/** The three kinds of income of spec 2 §2: the path segment of /income-detail/:type and /income-form/:type. */
export {
  DOCUMENT_KINDS as INCOME_KINDS,
  type DocumentKind as IncomeKind,
  isDocumentKind as isIncomeKind,
} from '../../components/document/document-data.ts';

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
};

export const KINDS = withPayment<KindInfo>({
  cash: {
    label: 'Efectivo',
    short: 'Efectivo',
    listTitle: 'Ingresos en efectivo',
    totalLabel: 'Recibido en efectivo (ventas y abonos):',
    formTitle: 'Nuevo ingreso en efectivo',
  },
  bank: {
    label: 'Banco',
    short: 'Banco',
    listTitle: 'Ingresos en banco',
    totalLabel: 'Recibido en banco (ventas y abonos):',
    formTitle: 'Nuevo ingreso en banco',
  },
  credit: {
    label: 'Créditos / Cuentas por cobrar',
    short: 'Crédito',
    listTitle: 'Créditos - Cuentas por cobrar',
    totalLabel: 'Saldo por cobrar:',
    formTitle: 'Nuevo ingreso a crédito',
  },
});

/** The kind a saved document belongs to (its list and its edit route). */
export const TYPE_LABELS: Record<PaymentType, string> = { CONTADO: 'Contado', CREDITO: 'Crédito' };
export { METHOD_LABELS };
export const METHOD_OPTIONS = (Object.keys(METHOD_LABELS) as PaymentMethod[]).map((value) => ({
  value,
  label: METHOD_LABELS[value],
}));

const PATHS = documentPaths('income');
export const {
  list: listPath,
  credit: creditPath,
  create: newIncomePath,
  edit: editIncomePath,
  payment: newPaymentPath,
  editPayment: editPaymentPath,
} = PATHS;
